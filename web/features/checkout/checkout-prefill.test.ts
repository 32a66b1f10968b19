// The checkout form filled from a signed-in shopper's profile: empty fields only, the email always the account's, and
// the country only when checkout offers it.
import { describe, expect, it } from 'vitest';
import { accountUser } from '../../test/fixtures.ts';
import { prefillFromProfile } from './checkout-prefill.ts';
import { initialCheckout } from './checkout-state.ts';

const user = accountUser({
  address: { street: '5 Canal Road', city: 'Lahore', state: 'Punjab', zipCode: '54000', country: 'Canada' },
});

describe('prefillFromProfile', () => {
  it('fills an empty form from the profile', () => {
    expect(prefillFromProfile(initialCheckout().values, user)).toEqual({
      firstName: 'Sana',
      lastName: 'Malik',
      email: 'sana@example.pk',
      address: '5 Canal Road',
      city: 'Lahore',
      postalCode: '54000',
      country: 'Canada',
      phoneNumber: '03001234567',
    });
  });

  it('never writes over what the shopper typed, but treats blanks as empty', () => {
    const typed = { ...initialCheckout().values, firstName: 'Sanaa', city: 'Karachi', address: '   ' };
    const filled = prefillFromProfile(typed, user);
    expect(filled).toMatchObject({ firstName: 'Sanaa', city: 'Karachi', address: '5 Canal Road', lastName: 'Malik' });
  });

  it("puts the account's email over a typed one", () => {
    const typed = { ...initialCheckout().values, email: 'someone.else@example.com' };
    expect(prefillFromProfile(typed, user).email).toBe('sana@example.pk');
  });

  it('keeps the chosen country when the profile names one checkout does not offer', () => {
    const abroad = { ...user, address: { ...user.address, country: 'Germany' } };
    expect(prefillFromProfile(initialCheckout().values, abroad).country).toBe('Pakistan');
  });

  it('leaves a field empty when the profile has nothing for it', () => {
    const sparse = { ...user, phoneNumber: '', address: { ...user.address, zipCode: '' } };
    expect(prefillFromProfile(initialCheckout().values, sparse)).toMatchObject({ phoneNumber: '', postalCode: '' });
  });

  it('does not change the form it was given', () => {
    const values = initialCheckout().values;
    prefillFromProfile(values, user);
    expect(values.firstName).toBe('');
  });
});

describe('initialCheckout', () => {
  it('starts empty, in Pakistan, paying by bank transfer, with no screenshot', () => {
    expect(initialCheckout()).toEqual({
      values: {
        firstName: '',
        lastName: '',
        email: '',
        address: '',
        city: '',
        postalCode: '',
        country: 'Pakistan',
        phoneNumber: '',
      },
      paymentMethod: 'bank',
      screenshot: null,
      errors: {},
      prefilledFor: null,
    });
  });
});
