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
import { CopyButton } from '../../ui/copy-button.tsx';
import { StageTimeline } from '../../ui/stage-timeline.tsx';
import { OrderItems } from '../orders/order-items.tsx';
import type { PreorderDisplay } from './preorder-display.ts';
import { PreorderPaymentCard } from './preorder-payment-card.tsx';
import { ProductionDiary } from './production-diary.tsx';

export function PreorderStatusBadge({ status }: { status: PreorderStatus }) {
  const tone =
    status === 'cancelled'
      ? 'bg-madder/10 text-madder'
      : status === 'shipped_delivered'
        ? 'bg-leaf/10 text-leaf'
        : 'bg-gold/15 text-ink';
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] ${tone}`}
    >
      {PREORDER_STATUS_LABELS[status]}
    </span>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</dt>
      <dd className="mt-1 text-sm leading-relaxed">{children}</dd>
    </div>
  );
}

export function PreorderTrackingView({ preorder, onReload }: { preorder: PreorderDisplay; onReload: () => void }) {
  const { address } = preorder;
  return (
    <article aria-label={`Preorder ${preorder.preorderId}`} className="space-y-6" data-testid="preorder-view">
      <div className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">Preorder ID</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <h2 className="font-mono text-xl font-semibold tracking-wider sm:text-2xl" data-testid="preorder-id">
                {preorder.preorderId}
              </h2>
              <CopyButton value={preorder.preorderId} label="Copy preorder ID" />
            </div>
            <p className="mt-2 text-sm text-muted">Preordered on {orderDate(preorder.createdAt)}</p>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted">Status</span>
            <span data-testid="preorder-status">
              <PreorderStatusBadge status={preorder.status} />
            </span>
          </div>
        </div>
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
            <Detail label="Deliver to">
              {preorder.customerName}
              <br />
              {address.street}
              <br />
              {[address.city, address.zipCode, address.country].filter(Boolean).join(', ')}
            </Detail>
            <Detail label="Contact">
              {preorder.email || '—'}
              {preorder.phoneNumber && (
                <>
                  <br />
                  {preorder.phoneNumber}
                </>
              )}
            </Detail>
          </dl>
          {preorder.masked && (
            <p className="text-xs leading-relaxed text-muted">
              For your privacy, contact details are partly hidden. Sign in to see them in full.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
