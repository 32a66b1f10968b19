// The messages of the checkout's payment step (SPEC §5): one per field from the shared schema's issues, in the form's
// order, and the screenshot's message following the payment method and the upload. formErrors serves any such form
// (the preorder checkout's too).
import { type PaymentMethod } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { CHECKOUT_FIELDS, type CheckoutErrors } from './checkout-state.ts';

/** The checkout form's fields in its order, for formErrors. */
export const CHECKOUT_ERROR_ORDER: (keyof CheckoutErrors)[] = [
  ...CHECKOUT_FIELDS,
  'paymentMethod',
  'paymentScreenshot',
];

/** 'Payment screenshot is required for ...' for a transfer; a card needs none. */
export const screenshotError = (method: PaymentMethod) =>
  method === 'card' ? undefined : ORDER_MESSAGES.screenshotRequired[method];

export type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The first message of each of `order`'s fields, and the field the shopper should be taken to (the first in it). */
export function formErrors<K extends string>(
  issues: Issues,
  order: readonly K[],
): { errors: Partial<Record<K, string>>; first: K | undefined } {
  const errors: Partial<Record<K, string>> = {};
  const isKey = (key: PropertyKey | undefined): key is K => typeof key === 'string' && order.includes(key as K);
  for (const issue of issues) {
    const key = issue.path[0];
    if (isKey(key) && !errors[key]) errors[key] = issue.message;
  }
  return { errors, first: order.find((k) => errors[k]) };
}

/** A shown 'screenshot is required' message follows the method it names; untouched when none is shown. */
export function errorsAfterMethodChange(errors: CheckoutErrors, method: PaymentMethod): CheckoutErrors {
  if (!errors.paymentScreenshot) return errors;
  return { ...errors, paymentScreenshot: screenshotError(method), paymentMethod: undefined };
}

/** SPEC §5: removing the screenshot sets the error again; uploading clears it. */
export function errorsAfterScreenshot(
  errors: CheckoutErrors,
  uploaded: boolean,
  method: PaymentMethod,
): CheckoutErrors {
  return { ...errors, paymentScreenshot: uploaded ? undefined : screenshotError(method) };
}
