// One order as the tracking screens show it (/track-order, /orders): tracking ID, status timeline with dates, the
// courier once shipped, items, amounts, payment and the date to pay by (or a cancelled paid order's refund), and where
// it goes; personal details arrive masked unless the viewer
// owns the order (X4).
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_SHOPPER_LABELS,
  type OrderStatus,
} from '../../../domain/orders.ts';
import { OrderItems, PlacedOrderAmounts } from './order-items.tsx';
import { PaymentDeadlineNote } from './payment-deadline-note.tsx';
import { orderDateTime } from '../../lib/order-dates.ts';
import type { OrderDisplay } from './order-types.ts';
import { ScreenshotReceived } from './screenshot-received.tsx';
import { ScreenshotViewer } from './screenshot-viewer.tsx';
import { RefundLine } from './refund-line.tsx';
import { ShipmentDetails } from './shipment-details.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { Detail, MaskedNote, RecipientDetails, StatusPill, TrackedHead } from './tracked-parts.tsx';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = status === 'cancelled' ? 'cancelled' : status === 'delivered' ? 'done' : 'open';
  return <StatusPill tone={tone}>{ORDER_STATUS_LABELS[status]}</StatusPill>;
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
  return (
    <article
      aria-label={`Order ${order.trackingId}`}
      className={framed ? 'rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8' : ''}
      data-testid="order-view"
    >
      <TrackedHead
        idLabel="Tracking ID"
        id={order.trackingId}
        copyLabel="Copy tracking ID"
        idTestId="tracking-id"
        heading={Heading}
        dated={`Placed on ${orderDateTime(order.createdAt)}`}
        statusTestId="order-status"
        status={<StatusBadge status={order.status} />}
      />

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
          <PlacedOrderAmounts order={order} />
          <dl className="space-y-4 border-t border-linen pt-5">
            <Detail label="Payment">
              {PAYMENT_METHOD_LABELS[order.paymentDetails.method]} ·{' '}
              {PAYMENT_STATUS_SHOPPER_LABELS[order.paymentDetails.status]}
            </Detail>
            <RecipientDetails to={order} />
          </dl>
          {order.refund && <RefundLine refund={order.refund} />}
          <PaymentDeadlineNote deadline={order.paymentDeadline} />
          <MaskedNote masked={order.masked} />
          {order.paymentDetails.screenshot ? (
            <ScreenshotViewer url={order.paymentDetails.screenshot} onExpired={onReload} />
          ) : (
            order.paymentDetails.screenshotReceivedAt && (
              <ScreenshotReceived at={order.paymentDetails.screenshotReceivedAt} />
            )
          )}
        </div>
      </div>
    </article>
  );
}
