// A price in PKR, the shop's only charging currency.
import { formatPkr } from '../../domain/money.ts';

export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatPkr(amount)}</span>;
}
