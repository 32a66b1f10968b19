// A price in the visitor's display currency (issue 16): rupees exactly as charged ('Rs 4,850'), or the converted whole
// amount with its symbol ('£14'). Orders are always charged in rupees, so where it matters the rupee figure is shown too.
import { convertFromPkr, formatMoney } from '../../domain/currency.ts';
import { formatPkr } from '../../domain/money.ts';
import { useDisplayCurrency } from '../lib/display-currency.ts';

/**
 * - `converted`: the converted amount alone (product cards, assistant cards).
 * - `charged`: the converted amount, and under it 'Rs 14,950 · charged in rupees' (the product page).
 * - `approx`: 'approx. £42' and under it the rupee figure (the bag's lines and totals).
 */
export type PriceShow = 'converted' | 'charged' | 'approx';

export function Price({
  amount,
  className,
  show = 'converted',
}: {
  amount: number;
  className?: string;
  show?: PriceShow;
}) {
  const { code, rates } = useDisplayCurrency();
  if (code === 'PKR' || !rates) return <span className={className}>{formatPkr(amount)}</span>;
  const money = formatMoney(convertFromPkr(amount, code, rates), code);
  if (show === 'converted') return <span className={className}>{money}</span>;
  return (
    <span className={className}>
      {show === 'approx' ? `approx. ${money}` : money}
      <span className="block text-xs font-normal tracking-normal text-muted" data-testid="price-in-rupees">
        {formatPkr(amount)}
        {show === 'charged' && ' · charged in rupees'}
      </span>
    </span>
  );
}
