// The preorder form filled from the signed-in shopper's profile through the checkout's one prefill.
import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { accountUser } from '../../test/fixtures.ts';
import { loadCheckoutPrefill, prefillOnce } from '../checkout/index.ts';
import { initialPreorderCheckout, preorderPrefillForm, usePreorderCheckout } from './preorder-checkout-state.ts';

installBrowser();

beforeEach(() => {
  storage.clear();
  usePreorderCheckout.setState(initialPreorderCheckout());
});

describe('preorder checkout: filling the form from the profile', () => {
  const user = accountUser();

  it('fills the preorder form without a country: the preorder is always delivered in Pakistan', async () => {
    await prefillOnce(preorderPrefillForm, user, loadCheckoutPrefill);
    const { values, prefilledFor } = usePreorderCheckout.getState();
    expect(prefilledFor).toBe(user._id);
    expect(values).toMatchObject({ firstName: user.firstName, city: user.address.city });
    expect(values).not.toHaveProperty('country');
  });
});
