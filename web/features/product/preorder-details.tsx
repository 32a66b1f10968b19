// What a preorder means, shown in the product page's preorder mode (SPEC §9, DECISIONS D13): how long the workshop
// takes, and what is paid when for the chosen quantity: half now, the other half plus delivery when the piece is ready.
import { preorderAmounts } from '../../../domain/preorders.ts';
import { Clock } from '../../ui/icons/clock.ts';
import { Wallet } from '../../ui/icons/wallet.ts';
import { Price } from '../../ui/price.tsx';
import { PREORDER_TIMELINE } from '../preorders/index.ts';

export function PreorderDetails({ unitPrice, quantity }: { unitPrice: number; quantity: number }) {
  const { originalAmount, payNow } = preorderAmounts(unitPrice * quantity, null);
  return (
    <div
      className="space-y-4 rounded-xl border border-gold/40 bg-sand/60 p-4 text-sm sm:p-5"
      data-testid="preorder-details"
    >
      <div className="flex gap-3">
        <Clock className="mt-0.5 h-5 w-5 shrink-0 text-gold" aria-hidden />
        <div>
          <p className="font-semibold">Made to order for you</p>
          <p className="mt-1 leading-relaxed text-ink/80">
            {PREORDER_TIMELINE} Any size can be made, even when sold out.
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <Wallet className="mt-0.5 h-5 w-5 shrink-0 text-gold" aria-hidden />
        <dl className="min-w-0 flex-1 space-y-1.5">
          <div className="flex justify-between gap-3">
            <dt>Pay now (50%)</dt>
            <dd className="font-semibold">
              <Price amount={payNow} />
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>When it is ready (50% + delivery)</dt>
            <dd className="text-right">
              <Price amount={originalAmount - payNow} /> + delivery
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-linen pt-1.5 text-ink/80">
            <dt>
              Price of {quantity} {quantity === 1 ? 'piece' : 'pieces'}
            </dt>
            <dd>
              <Price amount={originalAmount} />
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
