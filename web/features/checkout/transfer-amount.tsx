// The rupee amount to transfer at checkout, with the converted figure beside it when prices are shown in another
// currency (issue 16): orders are always charged in rupees, so checkout always names them.
import { convertFromPkr, formatMoney } from '../../../domain/currency.ts';
import { formatPkr } from '../../../domain/money.ts';
import { useDisplayCurrency } from '../../lib/display-currency.ts';

/** 'approx. £42' for a rupee amount; null while prices are shown in rupees. */
function useApprox(amount: number): string | null {
  const { code, rates } = useDisplayCurrency();
  return code === 'PKR' || !rates ? null : `approx. ${formatMoney(convertFromPkr(amount, code, rates), code)}`;
}

/** ', approx. £42' after the words '(Pakistani rupees' of the payment instructions; nothing in rupees. */
export function ApproxSuffix({ amount }: { amount: number }) {
  const approx = useApprox(amount);
  return approx && `, ${approx}`;
}

/** 'You will transfer Rs 14,950 (approx. £42)': only where prices are shown in another currency than rupees. */
export function TransferNote({ amount, className }: { amount: number; className?: string }) {
  const approx = useApprox(amount);
  if (!approx) return null;
  return (
    <p className={className} data-testid="transfer-note">
      You will transfer <strong className="font-semibold">{formatPkr(amount)}</strong> ({approx})
    </p>
  );
}
