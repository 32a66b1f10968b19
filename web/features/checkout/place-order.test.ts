// The order sent from checkout (SPEC §3 order placement payload): items as the bag holds them, the address with the
// city as its state, the screenshot only when there is one, and the contact trimmed; the API's own schema accepts it.
import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from '../../../domain/schemas/orders.ts';
import { cartLine } from '../../test/fixtures.ts';
import type { CheckoutValues } from './checkout-state.ts';
import { orderPayload } from './place-order.ts';

const typed: CheckoutValues = {
  firstName: ' Ayesha ',
  lastName: 'Khan  ',
  email: ' ayesha@example.pk',
  address: ' House 12, Street 4 ',
  city: ' Islamabad ',
  postalCode: ' 44000 ',
  country: 'Pakistan',
  phoneNumber: ' 0300-1234567 ',
};
const lines = [cartLine({ quantity: 2 }), cartLine({ prodId: 'DP-7', size: 'S', color: 'Red', price: 1800 })];

describe('orderPayload', () => {
  it('builds the payload the API asks for, trimmed, with the city as the state', () => {
    expect(orderPayload(lines, typed, 'bank', '/files/proof.webp')).toEqual({
      items: [
        { prodId: 'HK-001', quantity: 2, size: 'M', color: 'Indigo', price: 4500 },
        { prodId: 'DP-7', quantity: 1, size: 'S', color: 'Red', price: 1800 },
      ],
      shippingAddress: {
        street: 'House 12, Street 4',
        city: 'Islamabad',
        state: 'Islamabad',
        zipCode: '44000',
        country: 'Pakistan',
      },
      paymentDetails: { method: 'bank', screenshot: '/files/proof.webp' },
      guestInfo: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '0300-1234567' },
    });
  });

  it('sends no screenshot field when there is none', () => {
    expect(orderPayload(lines, typed, 'easypaisa', null).paymentDetails).toEqual({ method: 'easypaisa' });
  });

  it("passes the API's placeOrderSchema", () => {
    expect(placeOrderSchema.safeParse(orderPayload(lines, typed, 'easypaisa', '/files/p.webp')).success).toBe(true);
  });
});
