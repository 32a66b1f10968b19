// A preorder's amounts as SPEC §2 shows them (DECISIONS D13): Subtotal, Pay Now (50%), Final Payment (50% + delivery)
// to be confirmed until staff set the delivery charge, and the Total; in the checkout's summary and on the confirmation.
import { formatPkr } from '../../../domain/money.ts';

export const TO_BE_CONFIRMED = 'To be confirmed';

interface PreorderAmountsProps {
  subtotal: number;
  payNow: number;
  /** The other half before delivery. */
  balance: number;
  /** The final payment and total once the delivery charge is set; null until then. */
  finalPayment?: number | null;
  total?: number | null;
}

export function PreorderAmountsList({
  subtotal,
  payNow,
  balance,
  finalPayment = null,
  total = null,
}: PreorderAmountsProps) {
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt>Subtotal</dt>
        <dd>{formatPkr(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold">
        <dt>Pay Now (50%)</dt>
        <dd data-testid="preorder-pay-now">{formatPkr(payNow)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>
          Final Payment (50% + delivery)
          {finalPayment === null && (
            <span className="block text-xs text-muted">{formatPkr(balance)} + delivery, when your piece is ready</span>
          )}
        </dt>
        <dd className={finalPayment === null ? 'text-right text-muted' : 'text-right'}>
          {finalPayment === null ? TO_BE_CONFIRMED : formatPkr(finalPayment)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-linen pt-4 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="preorder-total" className="text-right">
          {total === null ? `${formatPkr(subtotal)} + delivery` : formatPkr(total)}
        </dd>
      </div>
    </dl>
  );
}
