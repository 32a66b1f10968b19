// One order as the tracking screens show it (/track-order, /orders): tracking ID, status timeline with dates, the
// courier once shipped, items, amounts, payment and the date to pay by, and where it goes; personal details arrive masked unless the viewer
// owns the order (X4).
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_SHOPPER_LABELS,
  type OrderStatus,
} from '../../../domain/orders.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { OrderAmounts, OrderItems } from './order-items.tsx';
import { PaymentDeadlineNote } from './payment-deadline-note.tsx';
import { orderDate } from '../../lib/order-dates.ts';
import type { OrderDisplay } from './order-types.ts';
import { ScreenshotViewer } from './screenshot-viewer.tsx';
import { ShipmentDetails } from './shipment-details.tsx';
import { StatusTimeline } from './status-timeline.tsx';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone =
    status === 'cancelled'
      ? 'bg-madder/10 text-madder'
      : status === 'delivered'
        ? 'bg-leaf/10 text-leaf'
        : 'bg-gold/15 text-ink';
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] ${tone}`}
    >
      {ORDER_STATUS_LABELS[status]}
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

interface OrderTrackingViewProps {
  order: OrderDisplay;
  /** Heading level of the order's title: h2 on a page of its own, h3 inside a list. */
  headingLevel?: 'h2' | 'h3';
  onReload?: () => void;
  /** False inside a frame of its own (an expanded row of /orders). */
  framed?: boolean;
}

export function OrderTrackingView({
  order,
  headingLevel: Heading = 'h2',
  onReload,
  framed = true,
}: OrderTrackingViewProps) {
  const { address } = order;
  return (
    <article
      aria-label={`Order ${order.trackingId}`}
      className={framed ? 'rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8' : ''}
      data-testid="order-view"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">Tracking ID</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <Heading className="font-mono text-xl font-semibold tracking-wider sm:text-2xl" data-testid="tracking-id">
              {order.trackingId}
            </Heading>
            <CopyButton value={order.trackingId} label="Copy tracking ID" />
          </div>
          <p className="mt-2 text-sm text-muted">Placed on {orderDate(order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted">Status</span>
          <span data-testid="order-status">
            <StatusBadge status={order.status} />
          </span>
        </div>
      </div>

      <div className="mt-8">
        <StatusTimeline status={order.status} history={order.statusHistory} />
      </div>
      <div className="mt-6 empty:hidden">
        <ShipmentDetails order={order} />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_320px]">
        <section aria-label="Items">
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">Items</h3>
          <div className="mt-4">
            <OrderItems items={order.items} />
          </div>
        </section>
        <div className="space-y-6 lg:border-l lg:border-linen lg:pl-8">
          <OrderAmounts
            itemCount={order.itemCount}
            subtotal={order.subtotal}
            delivery={order.deliveryCharge}
            total={order.totalAmount}
          />
          <dl className="space-y-4 border-t border-linen pt-5">
            <Detail label="Payment">
              {PAYMENT_METHOD_LABELS[order.paymentDetails.method]} ·{' '}
              {PAYMENT_STATUS_SHOPPER_LABELS[order.paymentDetails.status]}
            </Detail>
            <Detail label="Deliver to">
              {order.customerName}
              <br />
              {address.street}
              <br />
              {[address.city, address.zipCode, address.country].filter(Boolean).join(', ')}
            </Detail>
            <Detail label="Contact">
              {order.email}
              {order.phoneNumber && (
                <>
                  <br />
                  {order.phoneNumber}
                </>
              )}
            </Detail>
          </dl>
          <PaymentDeadlineNote deadline={order.paymentDeadline} />
          {order.masked && (
            <p className="text-xs leading-relaxed text-muted">
              For your privacy, contact details are partly hidden. Sign in to see them in full.
            </p>
          )}
          {order.paymentDetails.screenshot && (
            <ScreenshotViewer url={order.paymentDetails.screenshot} onExpired={onReload} />
          )}
        </div>
      </div>
    </article>
  );
}
