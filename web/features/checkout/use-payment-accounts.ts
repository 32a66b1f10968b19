// Where shoppers send money (GET /api/settings/payment): the shop's bank account and Easypaisa account with its QR
// image, read once per visit.
import { useEffect, useState } from 'react';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import { apiRequest } from '../../lib/api.ts';

export type PaymentAccountsAnswer = PaymentSettingsView;

export type PaymentAccountsState =
  { state: 'loading' } | { state: 'ready'; accounts: PaymentAccountsAnswer } | { state: 'error'; message: string };

let cached: Promise<PaymentAccountsAnswer> | null = null;

function load(): Promise<PaymentAccountsAnswer> {
  cached ??= apiRequest<PaymentAccountsAnswer>('/settings/payment').catch((err: unknown) => {
    // A failed read is tried again next time, not remembered.
    cached = null;
    throw err;
  });
  return cached;
}

export function usePaymentAccounts(): PaymentAccountsState {
  const [answer, setAnswer] = useState<PaymentAccountsState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (accounts) => live && setAnswer({ state: 'ready', accounts }),
      (err: unknown) =>
        live && setAnswer({ state: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return answer;
}
