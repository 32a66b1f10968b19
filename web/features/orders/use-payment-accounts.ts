// Where shoppers send money (GET /api/settings/payment): the shop's bank account and Easypaisa account with its QR
// image, read once per visit (checkout, then the confirmation's payment instructions, show it without asking again).
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';

export type PaymentAccountsAnswer = PaymentSettingsView;

export type PaymentAccountsState =
  { state: 'loading' } | { state: 'ready'; accounts: PaymentAccountsAnswer } | { state: 'error'; message: string };

/** The answer this visit already has; a failed read is not remembered, so the next page asks again. */
let remembered: PaymentAccountsAnswer | null = null;

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));
const remember = (accounts: PaymentAccountsAnswer) => {
  remembered = accounts;
};

export function usePaymentAccounts(): PaymentAccountsState {
  const { data, error } = useApiQuery<PaymentAccountsAnswer>(remembered ? null : '/settings/payment', {
    failure,
    onData: remember,
  });
  const accounts = remembered ?? data;
  if (accounts) return { state: 'ready', accounts };
  return error ? { state: 'error', message: error } : { state: 'loading' };
}
