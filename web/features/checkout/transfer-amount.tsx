// The rupee amount to transfer at checkout, with the converted figure beside it when prices are shown in another
// currency (issue 16): orders are always charged in rupees, so checkout always names them.
import { convertFromPkr, formatMoney } from '../../../domain/currency.ts';
import { formatPkr } from '../../../domain/money.ts';
import { useDisplayCurrency } from '../../lib/display-currency.ts';

/** The rupee amount to transfer, with the converted figure beside it when prices are shown in another currency:
 *  'Rs 14,950 (approx. £42)'. Checkout always names the rupees: orders are charged in them. */
export function TransferAmount({ amount }: { amount: number }) {
  const { code, rates } = useDisplayCurrency();
  return (
    <>
      <strong className="font-semibold">{formatPkr(amount)}</strong>
      {code !== 'PKR' && rates && ` (approx. ${formatMoney(convertFromPkr(amount, code, rates), code)})`}
    </>
  );
}

/** 'You will transfer Rs 14,950 (approx. £42)': only where prices are shown in another currency than rupees. */
export function TransferNote({ amount, className }: { amount: number; className?: string }) {
  const { code } = useDisplayCurrency();
  if (code === 'PKR') return null;
  return (
    <p className={className} data-testid="transfer-note">
      You will transfer <TransferAmount amount={amount} />
    </p>
  );
}
