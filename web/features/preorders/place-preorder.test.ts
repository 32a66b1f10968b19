// The preorder sent from /preorder-checkout (SPEC §3 Preorder submission payload): the API's own schema accepts it,
// guests send guestInfo to /preorders/guest with their upload token, signed-in shoppers place as their account, each
// attempt carries one Idempotency-Key, and a price change comes back to show before placing again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placePreorderSchema } from '../../../domain/schemas/preorders.ts';
import { UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
import { configureApi } from '../../lib/api.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { answerApi } from '../../test/fake-api.ts';
import { sessionForApi, useSession } from '../session/index.ts';
import { placePreorder, preorderPayload } from './place-preorder.ts';
import type { PreorderLine } from './preorder-bag-store.ts';
import type { PreorderValues } from './preorder-checkout-state.ts';

installBrowser();
configureApi(sessionForApi);
const realFetch = globalThis.fetch;

const typed: PreorderValues = {
  firstName: ' Ayesha ',
  lastName: 'Khan ',
  email: ' ayesha@example.pk',
  phoneNumber: ' 0300-1234567 ',
  address: ' House 12, Street 4 ',
  city: ' Islamabad ',
  postalCode: ' 44000 ',
};
const lines: PreorderLine[] = [
  { prodId: 'WMN-AJK-001', name: 'Kurta', imageId: null, size: 'XXL', color: 'Indigo', quantity: 1, price: 6290 },
];
const amounts = { originalAmount: 6290, payNow: 3145 };
const payload = (guest: boolean) => preorderPayload(lines, typed, 'easypaisa', ['/files/a.png'], amounts, guest);

beforeEach(() => {
  storage.clear();
  useSession.setState({ token: null, user: null, isAuthenticated: false });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('preorderPayload', () => {
  it('builds what the API asks for, trimmed, in Pakistan, with the quoted amounts and the guest’s contact', () => {
    const body = payload(true);
    expect(body).toEqual({
      items: [{ prodId: 'WMN-AJK-001', quantity: 1, size: 'XXL', color: 'Indigo', price: 6290 }],
      originalAmount: 6290,
      initialPaymentAmount: 3145,
      shippingAddress: {
        street: 'House 12, Street 4',
        city: 'Islamabad',
        state: 'Islamabad',
        zipCode: '44000',
        country: 'Pakistan',
      },
      paymentDetails: { method: 'easypaisa', initialPaymentScreenshots: ['/files/a.png'] },
      guestInfo: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '0300-1234567' },
    });
    expect(placePreorderSchema.safeParse(body).success).toBe(true);
  });

  it('sends no guestInfo for a signed-in shopper', () => {
    expect(payload(false)).not.toHaveProperty('guestInfo');
    expect(placePreorderSchema.safeParse(payload(false)).success).toBe(true);
  });
});

describe('placePreorder', () => {
  it('places a guest’s preorder with the upload token and answers the preorder', async () => {
    const asked = answerApi({ status: 201, body: { preorderId: 'PO-7K3M-9QX2-PT4W' } });
    const result = await placePreorder(payload(true));
    expect(result).toEqual({ ok: true, order: { preorderId: 'PO-7K3M-9QX2-PT4W' } });
    expect(asked[0]?.url).toBe('/api/preorders/guest');
    expect(asked[0]?.headers[UPLOAD_TOKEN_HEADER]).toBeTruthy();
    expect(asked[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('places a signed-in shopper’s preorder with the Bearer token', async () => {
    useSession.setState({ token: 'tok', isAuthenticated: true });
    const asked = answerApi({ status: 201, body: { preorderId: 'PO-7K3M-9QX2-PT4W' } });
    await placePreorder(payload(false));
    expect(asked[0]?.url).toBe('/api/preorders');
    expect(asked[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('retries with the same key and answers a price change with the server’s words', async () => {
    const priceChanges = [{ prodId: 'WMN-AJK-001', size: 'XXL', color: 'Indigo', was: 6290, now: 6500 }];
    const asked = answerApi('offline', { status: 409, body: { error: 'Prices changed', priceChanges } });
    expect((await placePreorder(payload(true))).ok).toBe(false);
    const result = await placePreorder(payload(true));
    expect(result).toMatchObject({ ok: false, status: 409, message: 'Prices changed', priceChanges });
    expect(asked[1]?.headers['Idempotency-Key']).toBe(asked[0]?.headers['Idempotency-Key']);
  });

  it('falls back to the spec’s default when the server says nothing', async () => {
    answerApi({ status: 500, body: {} });
    expect(await placePreorder(payload(true))).toMatchObject({ ok: false, message: 'Failed to create guest preorder' });
  });
});
