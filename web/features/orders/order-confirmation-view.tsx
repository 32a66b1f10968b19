// The thank-you page of /order-confirmation once the order is read: the tracking ID, the courier once shipped, the
// order, what to transfer and where and by when, the payment screenshot (view, add or replace), delivery and returns
// terms. Loaded beside the order's fetch (routes/order-confirmation.tsx).
import { useState } from 'react';
import { Link } from 'react-router';
import { DeliveryPanel, ReturnsPanel } from '../content/index.ts';
import { ConfirmationCard, ConfirmationId, OrderConfirmationLinks, ThankYouHeading } from './confirmation-parts.tsx';
import { OrderItems, PlacedOrderAmounts } from './order-items.tsx';
import type { OrderDisplay } from './order-types.ts';
import { orderDateTime } from '../../lib/order-dates.ts';
import { StatusBadge } from './order-tracking-view.tsx';
import { PaymentDeadlineNote } from './payment-deadline-note.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';
import { ScreenshotReceived } from './screenshot-received.tsx';
import { ScreenshotReplace } from './screenshot-replace.tsx';
import { ScreenshotViewer } from './screenshot-viewer.tsx';
import { ShipmentDetails } from './shipment-details.tsx';
import { WhatsappScreenshotLink } from './whatsapp-screenshot-link.tsx';

export function OrderConfirmationView({ order, reload }: { order: OrderDisplay; reload: () => void }) {
  // The link to the screenshot just attached, until the order is read again.
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const screenshotUrl = screenshot ?? order.paymentDetails.screenshot;
  // Sent from another browser: only when it arrived (D21).
  const receivedAt = order.paymentDetails.screenshotReceivedAt ?? null;
  // Once staff have marked the payment paid or failed, its proof is settled: the server refuses changes (issue 11).
  const open = order.paymentDetails.status === 'pending' && order.status !== 'cancelled';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <ThankYouHeading title="Thank you for your order!">
          {order.customerName ? `${order.customerName.split(' ')[0]}, we` : 'We'} have received your order, placed on{' '}
          {orderDateTime(order.createdAt)}. A confirmation is on its way to {order.email}.
        </ThankYouHeading>
        <ConfirmationId
          label="Tracking ID"
          id={order.trackingId}
          copyLabel="Copy tracking ID"
          testId="tracking-id"
          status={<StatusBadge status={order.status} />}
        />
        <p className="mt-3 text-xs text-muted">Keep this ID to track your order.</p>
        <div className="mx-auto mt-6 max-w-2xl text-left empty:hidden">
          <ShipmentDetails order={order} />
        </div>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        <ConfirmationCard title="Payment">
          <div className="mb-5 empty:hidden">
            <PaymentDeadlineNote deadline={order.paymentDeadline} />
          </div>
          <PaymentInstructions
            method={order.paymentDetails.method}
            status={order.paymentDetails.status}
            total={order.totalAmount}
            hasScreenshot={!!(screenshotUrl ?? receivedAt)}
          />
          <div className="mt-6 space-y-5 border-t border-linen pt-5">
            {screenshotUrl ? (
              <ScreenshotViewer url={screenshotUrl} onExpired={reload} />
            ) : receivedAt ? (
              <ScreenshotReceived at={receivedAt} />
            ) : (
              <p className="text-sm font-medium text-madder">
                We have not received a payment screenshot for this order yet.
              </p>
            )}
            {open && (
              <ScreenshotReplace
                trackingId={order.trackingId}
                hasScreenshot={!!(screenshotUrl ?? receivedAt)}
                onReplaced={setScreenshot}
              />
            )}
            {open && <WhatsappScreenshotLink kind="order" id={order.trackingId} />}
          </div>
        </ConfirmationCard>
        <ConfirmationCard title="Your order">
          <OrderItems items={order.items} />
          <div className="mt-5 border-t border-linen pt-5">
            <PlacedOrderAmounts order={order} />
          </div>
          <p className="mt-5 text-sm text-muted">
            Delivering to {order.address.city}, {order.address.country}.{' '}
            <Link
              to={`/track-order?id=${encodeURIComponent(order.trackingId)}`}
              className="font-semibold text-madder underline decoration-madder/40 underline-offset-4"
            >
              See its progress
            </Link>
          </p>
        </ConfirmationCard>
      </div>

      <section aria-labelledby="delivery-heading" className="mt-12">
        <h2 id="delivery-heading" className="text-2xl">
          Delivery information
        </h2>
        <div className="mt-4">
          <DeliveryPanel />
        </div>
      </section>
      <section aria-labelledby="returns-heading" className="mt-10">
        <h2 id="returns-heading" className="text-2xl">
          Returns and exchanges
        </h2>
        <div className="mt-4">
          <ReturnsPanel />
        </div>
      </section>

      <div className="mt-12 border-t border-linen pt-10">
        <OrderConfirmationLinks trackingId={order.trackingId} />
      </div>
    </div>
  );
}
