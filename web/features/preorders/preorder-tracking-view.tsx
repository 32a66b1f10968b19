// One preorder as /preorders shows it, the brand's production diary: its ID and status, the five stages, the diary
// (photos, notes, dates), both payments with how to pay and screenshot upload, the pieces, and who it goes to
// (masked unless the viewer owns it: X4, D12).
import { formatPkr } from '../../../domain/money.ts';
import {
  PREORDER_STAGES,
  PREORDER_STATUS_LABELS,
  preorderStageReached,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { StageTimeline } from '../../ui/stage-timeline.tsx';
import { MaskedNote, OrderItems, RecipientDetails, StatusPill, TrackedHead } from '../orders/index.ts';
import type { PreorderDisplay } from './preorder-display.ts';
import { PreorderPaymentCard } from './preorder-payment-card.tsx';
import { ProductionDiary } from './production-diary.tsx';

export function PreorderStatusBadge({ status }: { status: PreorderStatus }) {
  const tone = status === 'cancelled' ? 'cancelled' : status === 'shipped_delivered' ? 'done' : 'open';
  return <StatusPill tone={tone}>{PREORDER_STATUS_LABELS[status]}</StatusPill>;
}

export function PreorderTrackingView({ preorder, onReload }: { preorder: PreorderDisplay; onReload: () => void }) {
  return (
    <article aria-label={`Preorder ${preorder.preorderId}`} className="space-y-6" data-testid="preorder-view">
      <div className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8">
        <TrackedHead
          idLabel="Preorder ID"
          id={preorder.preorderId}
          copyLabel="Copy preorder ID"
          idTestId="preorder-id"
          dated={`Preordered on ${orderDate(preorder.createdAt)}`}
          statusTestId="preorder-status"
          status={<PreorderStatusBadge status={preorder.status} />}
        />
        <div className="mt-8">
          <StageTimeline
            status={preorder.status}
            history={preorder.statusHistory}
            stages={PREORDER_STAGES}
            labels={PREORDER_STATUS_LABELS}
            reached={preorderStageReached}
            noun="preorder"
          />
        </div>
      </div>

      <ProductionDiary preorder={preorder} onReload={onReload} />

      <section aria-labelledby="payments-heading">
        <h3 id="payments-heading" className="sr-only">
          Payments
        </h3>
        <div className="grid gap-6 md:grid-cols-2">
          <PreorderPaymentCard preorder={preorder} payment="initial" onReload={onReload} />
          <PreorderPaymentCard preorder={preorder} payment="final" onReload={onReload} />
        </div>
      </section>

      <div className="grid gap-8 rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="pieces-heading">
          <h3 id="pieces-heading" className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">
            Your pieces
          </h3>
          <div className="mt-4">
            <OrderItems items={preorder.items} />
          </div>
          <dl className="mt-6 space-y-2 border-t border-linen pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">
                Subtotal ({preorder.itemCount} {preorder.itemCount === 1 ? 'piece' : 'pieces'})
              </dt>
              <dd>{formatPkr(preorder.originalAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Delivery</dt>
              <dd>
                {preorder.deliveryCharges.amount === null
                  ? 'To be confirmed'
                  : formatPkr(preorder.deliveryCharges.amount)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-linen pt-2 font-semibold">
              <dt>Total</dt>
              <dd data-testid="preorder-total">
                {preorder.totalAmount === null ? 'To be confirmed' : formatPkr(preorder.totalAmount)}
              </dd>
            </div>
          </dl>
        </section>
        <div className="space-y-4 lg:border-l lg:border-linen lg:pl-8">
          <dl className="space-y-4">
            {/* A preorder taken by phone may have no email: the dash says so rather than leaving a gap. */}
            <RecipientDetails to={{ ...preorder, email: preorder.email || '—' }} />
          </dl>
          <MaskedNote masked={preorder.masked} />
        </div>
      </div>
    </article>
  );
}
