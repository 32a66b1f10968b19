// The create-preorder form's rules and body: email optional but checked when given, the Pakistani phone rule, Pakistan
// only, and a body the API's own schema accepts.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../domain/cart.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import { staffPreorderSchema } from '../../../../domain/schemas/preorders.ts';
import { preorderDetailsSchema, staffPreorderPayload } from './preorder-details.ts';

const values = {
  firstName: 'Sana',
  lastName: 'Ahmed',
  email: '',
  phoneNumber: '0300-1234567',
  address: '12 Mall Road',
  city: 'Lahore',
  postalCode: '54000',
  country: 'Pakistan',
};
const line: CartLine = {
  productId: 'p1',
  prodId: 'WMN-AJK-001',
  name: 'Ajrak Kurta',
  imageId: null,
  size: 'XXL',
  color: 'Indigo',
  quantity: 2,
  price: 4500,
};

describe('create-preorder details', () => {
  it('takes a preorder without an email, but not a wrong one', () => {
    expect(preorderDetailsSchema.safeParse(values).success).toBe(true);
    const wrong = preorderDetailsSchema.safeParse({ ...values, email: 'sana@' });
    expect(wrong.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('asks for a Pakistani phone number and a Pakistani address', () => {
    const phone = preorderDetailsSchema.safeParse({ ...values, phoneNumber: '12345' });
    expect(phone.error?.issues[0]?.message).toBe(PREORDER_MESSAGES.invalidPhone);
    expect(preorderDetailsSchema.safeParse({ ...values, country: 'India' }).success).toBe(false);
  });

  it('makes a body the API accepts, with the screenshot and the deposit status', () => {
    const body = staffPreorderPayload(values, { method: 'easypaisa', status: 'paid' }, [line], '/files/abc');
    expect(staffPreorderSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      customer: { name: 'Sana Ahmed', email: '', phoneNumber: '0300-1234567' },
      shippingAddress: { city: 'Lahore', state: 'Lahore', country: 'Pakistan' },
      items: [{ prodId: 'WMN-AJK-001', size: 'XXL', color: 'Indigo', quantity: 2, price: 4500 }],
      paymentMethod: 'easypaisa',
      screenshots: ['/files/abc'],
      initialPaymentStatus: 'paid',
    });
    expect(staffPreorderPayload(values, { method: 'bank', status: 'pending' }, [line], null)).not.toHaveProperty(
      'screenshots',
    );
  });
});
