// The payment step's messages (SPEC §5), from the shared checkout schema itself: one per field in the spec's words, the
// shopper taken to the first field in the form's order, and the screenshot's message naming the chosen method.
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { checkoutFormSchema } from '../../../domain/schemas/orders.ts';
import {
  CHECKOUT_ERROR_ORDER,
  errorsAfterMethodChange,
  formErrors,
  errorsAfterScreenshot,
  screenshotError,
} from './checkout-errors.ts';
import { initialCheckout, type CheckoutValues } from './checkout-state.ts';

const complete: CheckoutValues = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.pk',
  address: 'House 12, Street 4, F-7',
  city: 'Islamabad',
  postalCode: '44000',
  country: 'Pakistan',
  phoneNumber: '0300-1234567',
};

function errorsFor(values: CheckoutValues, paymentMethod: 'bank' | 'easypaisa' | 'card', paymentScreenshot?: string) {
  const parsed = checkoutFormSchema.safeParse({ ...values, paymentMethod, paymentScreenshot });
  return formErrors(parsed.success ? [] : parsed.error.issues, CHECKOUT_ERROR_ORDER);
}

describe("formErrors in the checkout form's order", () => {
  it("gives every empty field its '{Field} is required' and starts at the first name", () => {
    const { errors, first } = errorsFor(initialCheckout().values, 'bank', '/files/proof.webp');
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      phoneNumber: 'Phone number is required',
    });
    expect(first).toBe('firstName');
  });

  it('keeps the first message of a field and takes the shopper to the first field of the form', () => {
    const { errors, first } = errorsFor({ ...complete, email: 'ayesha at example', phoneNumber: '' }, 'bank', 'x');
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Phone number is required',
    });
    expect(first).toBe('email');
  });

  it('asks for the screenshot of the chosen transfer', () => {
    expect(errorsFor(complete, 'bank')).toEqual({
      errors: { paymentScreenshot: 'Payment screenshot is required for bank transfer' },
      first: 'paymentScreenshot',
    });
    expect(errorsFor(complete, 'easypaisa').errors).toEqual({
      paymentScreenshot: 'Payment screenshot is required for Easypaisa transfer',
    });
  });

  it('refuses the card, which is coming soon', () => {
    expect(errorsFor(complete, 'card')).toEqual({
      errors: { paymentMethod: ORDER_MESSAGES.cardComingSoon },
      first: 'paymentMethod',
    });
  });

  it('has nothing to say about a complete form with its screenshot', () => {
    expect(errorsFor(complete, 'easypaisa', '/files/proof.webp')).toEqual({ errors: {}, first: undefined });
  });

  it('ignores issues about anything the form does not show', () => {
    expect(formErrors([{ path: ['items', 0], message: 'Not a form field' }], CHECKOUT_ERROR_ORDER)).toEqual({
      errors: {},
      first: undefined,
    });
  });
});

describe('screenshotError', () => {
  it('names the transfer, and asks nothing for a card', () => {
    expect(screenshotError('bank')).toBe('Payment screenshot is required for bank transfer');
    expect(screenshotError('easypaisa')).toBe('Payment screenshot is required for Easypaisa transfer');
    expect(screenshotError('card')).toBeUndefined();
  });
});

describe('errorsAfterMethodChange', () => {
  it('makes a shown screenshot message name the newly chosen transfer', () => {
    const shown = { city: 'City is required', paymentScreenshot: screenshotError('bank') };
    expect(errorsAfterMethodChange(shown, 'easypaisa')).toEqual({
      city: 'City is required',
      paymentScreenshot: 'Payment screenshot is required for Easypaisa transfer',
      paymentMethod: undefined,
    });
  });

  it('adds no screenshot message the shopper has not been shown yet', () => {
    const shown = { city: 'City is required' };
    expect(errorsAfterMethodChange(shown, 'easypaisa')).toBe(shown);
  });
});

describe('errorsAfterScreenshot', () => {
  it('clears the message when a screenshot is uploaded, keeping the others', () => {
    const shown = { city: 'City is required', paymentScreenshot: screenshotError('bank') };
    expect(errorsAfterScreenshot(shown, true, 'bank')).toEqual({
      city: 'City is required',
      paymentScreenshot: undefined,
    });
  });

  it('sets the message again when the screenshot is removed', () => {
    expect(errorsAfterScreenshot({}, false, 'easypaisa')).toEqual({
      paymentScreenshot: 'Payment screenshot is required for Easypaisa transfer',
    });
  });
});
