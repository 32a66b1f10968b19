// The messages of the checkout's payment step (SPEC §5): one per field from the shared schema's issues, in the form's
// order, and the screenshot's message following the payment method and the upload.
import { ORDER_MESSAGES, type PaymentMethod } from '../../../domain/orders.ts';
import { CHECKOUT_FIELDS, type CheckoutErrors } from './checkout-state.ts';

type ErrorKey = keyof CheckoutErrors;
const ERROR_ORDER: ErrorKey[] = [...CHECKOUT_FIELDS, 'paymentMethod', 'paymentScreenshot'];
const isErrorKey = (key: PropertyKey | undefined): key is ErrorKey =>
  typeof key === 'string' && (ERROR_ORDER as string[]).includes(key);

/** 'Payment screenshot is required for ...' for a transfer; a card needs none. */
export const screenshotError = (method: PaymentMethod) =>
  method === 'card' ? undefined : ORDER_MESSAGES.screenshotRequired[method];

/** The first message of each field, and the field the shopper should be taken to (the first in the form). */
export function checkoutErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  errors: CheckoutErrors;
  first: ErrorKey | undefined;
} {
  const errors: CheckoutErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (isErrorKey(key) && !errors[key]) errors[key] = issue.message;
  }
  return { errors, first: ERROR_ORDER.find((k) => errors[k]) };
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
