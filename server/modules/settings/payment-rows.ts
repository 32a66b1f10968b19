// The shop's account to pay into, as label/value rows: the order and preorder emails and the preorder PDF show the
// same details the checkout's payment step does.
import type { PaymentMethod } from '../../../domain/orders.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';

/** The shop's account for this payment method as label/value rows, or null when the shop has not set it up (or the
 *  method, a card, has no account to transfer into). */
export function payIntoRows(payment: PaymentSettingsView, method: PaymentMethod): [string, string][] | null {
  if (method === 'bank' && payment.bank) {
    const { bankName, accountTitle, accountNumber, iban } = payment.bank;
    return [
      ['Bank', bankName],
      ['Account title', accountTitle],
      ['Account number', accountNumber],
      ...(iban ? [['IBAN', iban] as [string, string]] : []),
    ];
  }
  if (method === 'easypaisa' && payment.easypaisa) {
    const { accountTitle, accountNumber } = payment.easypaisa;
    return [
      ['Account title', accountTitle],
      ['Account number', accountNumber],
    ];
  }
  return null;
}
