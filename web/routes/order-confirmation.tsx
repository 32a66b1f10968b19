// /order-confirmation/{trackingId} (SPEC §2, §8): loading, not found, and the thank-you page with the tracking ID,
// the courier once shipped, the order, what to transfer and where and by when, the payment screenshot (view, add or
// replace), delivery and returns terms.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_MESSAGES } from '../../domain/orders.ts';
import { DeliveryPanel, ReturnsPanel } from '../features/product/policy-panels.tsx';
import {
  ConfirmationCard,
  ConfirmationFailure,
  ConfirmationId,
  ConfirmationLoading,
} from '../features/orders/confirmation-parts.tsx';
import { OrderAmounts, OrderItems } from '../features/orders/order-items.tsx';
import { orderDateTime } from '../lib/order-dates.ts';
import { StatusBadge } from '../features/orders/order-tracking-view.tsx';
import { PaymentDeadlineNote } from '../features/orders/payment-deadline-note.tsx';
import { PaymentInstructions } from '../features/orders/payment-instructions.tsx';
import { ScreenshotReplace } from '../features/orders/screenshot-replace.tsx';
import { ScreenshotViewer } from '../features/orders/screenshot-viewer.tsx';
import { ShipmentDetails } from '../features/orders/shipment-details.tsx';
import { useOrderLookup } from '../features/orders/use-order-lookup.ts';
import { WhatsappScreenshotLink } from '../features/orders/whatsapp-screenshot-link.tsx';
import { pageTitle } from '../lib/meta.ts';
import { ButtonLink } from '../ui/button.tsx';
import { CheckCircle2 } from '../ui/icons/check-circle-2.ts';

export const meta = () => [{ title: pageTitle('Order confirmation') }, { name: 'robots', content: 'noindex' }];

function Links({ trackingId }: { trackingId?: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <ButtonLink to="/shop">Continue shopping</ButtonLink>
      <ButtonLink
        to={trackingId ? `/track-order?id=${encodeURIComponent(trackingId)}` : '/track-order'}
        variant="secondary"
      >
        Track your order
      </ButtonLink>
    </div>
  );
}

export default function OrderConfirmation() {
  const { trackingId = '' } = useParams();
  const { lookup, reload } = useOrderLookup(trackingId);
  // The link to the screenshot just attached, until the order is read again.
  const [screenshot, setScreenshot] = useState<string | null>(null);

  if (lookup.state === 'loading' || lookup.state === 'idle') return <ConfirmationLoading label="Loading your order…" />;

  if (lookup.state === 'not-found' || lookup.state === 'error') {
    return (
      <ConfirmationFailure
        title={lookup.state === 'not-found' ? 'Order not found' : 'Something went wrong'}
        message={lookup.state === 'not-found' ? ORDER_MESSAGES.notFound : `Error: ${lookup.message}`}
        onRetry={lookup.state === 'error' ? reload : undefined}
      >
        <div className="mt-8">
          <Links />
        </div>
      </ConfirmationFailure>
    );
  }

  const { order } = lookup;
  const screenshotUrl = screenshot ?? order.paymentDetails.screenshot;
  // Once staff have marked the payment paid or failed, its proof is settled: the server refuses changes (issue 11).
  const open = order.paymentDetails.status === 'pending' && order.status !== 'cancelled';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-leaf" aria-hidden />
        <h1 className="mt-4 text-3xl sm:text-4xl">Thank you for your order!</h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted">
          {order.customerName ? `${order.customerName.split(' ')[0]}, we` : 'We'} have received your order, placed on{' '}
          {orderDateTime(order.createdAt)}. A confirmation is on its way to {order.email}.
        </p>
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
            hasScreenshot={!!screenshotUrl}
          />
          <div className="mt-6 space-y-5 border-t border-linen pt-5">
            {screenshotUrl ? (
              <ScreenshotViewer url={screenshotUrl} onExpired={reload} />
            ) : (
              <p className="text-sm font-medium text-madder">
                We have not received a payment screenshot for this order yet.
              </p>
            )}
            {open && (
              <ScreenshotReplace
                trackingId={order.trackingId}
                hasScreenshot={!!screenshotUrl}
                onReplaced={setScreenshot}
              />
            )}
            {open && <WhatsappScreenshotLink kind="order" id={order.trackingId} />}
          </div>
        </ConfirmationCard>
        <ConfirmationCard title="Your order">
          <OrderItems items={order.items} />
          <div className="mt-5 border-t border-linen pt-5">
            <OrderAmounts
              itemCount={order.itemCount}
              subtotal={order.subtotal}
              delivery={order.deliveryCharge}
              total={order.totalAmount}
            />
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
        <Links trackingId={order.trackingId} />
      </div>
    </div>
  );
}
