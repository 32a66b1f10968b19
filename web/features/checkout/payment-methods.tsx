// The payment method cards of step 2 (SPEC §2): card shown disabled as Coming Soon; bank transfer with the shop's
// account number; Easypaisa with its QR image; the chosen one shows where to send the amount. Preorders offer the two
// transfers only.
import { formatPkr } from '../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/orders.ts';
import type { Icon } from '../../ui/icons/icon.ts';
import { CreditCard } from '../../ui/icons/credit-card.ts';
import { Landmark } from '../../ui/icons/landmark.ts';
import { Smartphone } from '../../ui/icons/smartphone.ts';
import { ApproxSuffix } from './transfer-amount.tsx';
import { ACCOUNT_NOT_SET, BankDetails, EasypaisaDetails, type PaymentAccountsState } from '../orders/index.ts';

const METHODS: { method: PaymentMethod; icon: Icon; note: string; disabled?: boolean }[] = [
  { method: 'bank', icon: Landmark, note: 'Transfer to our bank account' },
  { method: 'easypaisa', icon: Smartphone, note: 'Scan our QR code or send to our number' },
  { method: 'card', icon: CreditCard, note: 'Coming Soon', disabled: true },
];

interface PaymentMethodsProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  accounts: PaymentAccountsState;
  /** What to transfer: the total for the chosen country, in PKR. */
  amount: number;
  error?: string;
  /** The methods shown; all three by default. */
  offered?: readonly PaymentMethod[];
}

function AccountPanel({
  method,
  accounts,
  amount,
}: {
  method: PaymentMethod;
  accounts: PaymentAccountsState;
  amount: number;
}) {
  if (accounts.state === 'loading') {
    return (
      <div role="status" aria-busy="true" className="h-28 animate-pulse rounded-lg bg-sand/60">
        <span className="sr-only">Loading our account details…</span>
      </div>
    );
  }
  if (accounts.state === 'error') return <p className="text-sm text-madder">{accounts.message}</p>;
  const { bank, easypaisa } = accounts.accounts;
  return (
    <div>
      <p className="text-sm">
        Transfer <strong className="font-semibold">{formatPkr(amount)}</strong> (Pakistani rupees
        <ApproxSuffix amount={amount} />) to:
      </p>
      <div className="mt-3">
        {method === 'bank' &&
          (bank ? <BankDetails bank={bank} /> : <p className="text-sm text-muted">{ACCOUNT_NOT_SET}</p>)}
        {method === 'easypaisa' &&
          (easypaisa ? (
            <EasypaisaDetails easypaisa={easypaisa} />
          ) : (
            <p className="text-sm text-muted">{ACCOUNT_NOT_SET}</p>
          ))}
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">
        Then upload a screenshot of the payment below. We confirm payments within 24 hours.
      </p>
    </div>
  );
}

export function PaymentMethods({ method, onMethod, accounts, amount, error, offered }: PaymentMethodsProps) {
  const shown = offered ? METHODS.filter((m) => offered.includes(m.method)) : METHODS;
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="text-sm font-medium text-ink">Payment method</legend>
      <div className={`mt-3 grid gap-3 ${shown.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {shown.map(({ method: m, icon: MethodIcon, note, disabled }) => {
          const checked = method === m;
          return (
            <label
              key={m}
              className={`relative flex gap-3 rounded-xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-madder sm:flex-col sm:gap-2 ${
                disabled
                  ? 'cursor-not-allowed border-linen bg-sand/40 text-muted'
                  : checked
                    ? 'cursor-pointer border-ink bg-white shadow-sm ring-1 ring-ink'
                    : 'cursor-pointer border-linen bg-white hover:border-ink/40'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={m}
                checked={checked}
                disabled={disabled}
                onChange={() => onMethod(m)}
                className="sr-only"
              />
              <MethodIcon className={`h-6 w-6 shrink-0 ${disabled ? 'text-muted' : 'text-gold'}`} aria-hidden />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{PAYMENT_METHOD_LABELS[m]}</span>
                <span
                  className={`mt-0.5 block text-xs ${disabled ? 'font-semibold uppercase tracking-[0.12em]' : 'text-muted'}`}
                >
                  {note}
                </span>
              </span>
              {checked && <span aria-hidden className="absolute right-3 top-3 h-2.5 w-2.5 rounded-full bg-madder" />}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="payment-method-error" className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
      {method !== 'card' && (
        <div className="mt-4 rounded-xl border border-linen bg-white p-4 sm:p-5" data-testid="payment-account">
          <AccountPanel method={method} accounts={accounts} amount={amount} />
        </div>
      )}
    </fieldset>
  );
}
