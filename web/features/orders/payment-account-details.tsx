// The shop's accounts to transfer to (SPEC §2: bank transfer shows the account number, Easypaisa the QR image), with
// copy buttons; shown at checkout, on the order confirmation and beside a preorder payment that is due.
import type { PaymentMethod } from '../../../domain/orders.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { usePaymentAccounts, type PaymentAccountsAnswer } from './use-payment-accounts.ts';

function Row({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="break-all font-medium">{value}</span>
        {copyLabel && <CopyButton value={value} label={copyLabel} />}
      </dd>
    </div>
  );
}

export function BankDetails({ bank }: { bank: NonNullable<PaymentAccountsAnswer['bank']> }) {
  return (
    <dl className="divide-y divide-linen text-sm" aria-label="Our bank account">
      <Row label="Bank" value={bank.bankName} />
      <Row label="Account title" value={bank.accountTitle} />
      <Row label="Account number" value={bank.accountNumber} copyLabel="Copy account number" />
      <Row label="IBAN" value={bank.iban} copyLabel="Copy IBAN" />
    </dl>
  );
}

export function EasypaisaDetails({ easypaisa }: { easypaisa: NonNullable<PaymentAccountsAnswer['easypaisa']> }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {easypaisa.qrImage && (
        <img
          src={easypaisa.qrImage}
          alt={`Easypaisa QR code for ${easypaisa.accountTitle}`}
          width={160}
          height={160}
          className="h-40 w-40 shrink-0 self-center rounded-lg border border-linen bg-white object-contain p-2 sm:self-start"
        />
      )}
      <dl className="min-w-0 flex-1 divide-y divide-linen text-sm" aria-label="Our Easypaisa account">
        <Row label="Account title" value={easypaisa.accountTitle} />
        <Row label="Easypaisa number" value={easypaisa.accountNumber} copyLabel="Copy Easypaisa number" />
      </dl>
    </div>
  );
}

export const ACCOUNT_NOT_SET =
  'Our account details for this method are being updated. Please choose the other method, or contact us for them.';

/** The shop's account for a transfer method, read from the settings: a placeholder while it loads, else the details. */
export function ShopAccount({ method }: { method: PaymentMethod }) {
  const accounts = usePaymentAccounts();
  if (accounts.state === 'loading')
    return (
      <div role="status" aria-busy="true" className="h-24 animate-pulse rounded-lg bg-sand/60">
        <span className="sr-only">Loading our account details…</span>
      </div>
    );
  if (accounts.state === 'error') return <p className="text-sm text-madder">{accounts.message}</p>;
  const { bank, easypaisa } = accounts.accounts;
  if (method === 'bank' && bank) return <BankDetails bank={bank} />;
  if (method === 'easypaisa' && easypaisa) return <EasypaisaDetails easypaisa={easypaisa} />;
  return <p className="text-sm text-muted">{ACCOUNT_NOT_SET}</p>;
}
