// /order-confirmation/{trackingId} (SPEC §2, §8): loading, not found, and the thank-you page with the tracking ID,
// the courier once shipped, the order, what to transfer and where and by when, the payment screenshot (view, add or
// replace), delivery and returns terms.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_MESSAGES } from '../../domain/orders.ts';
import { DeliveryPanel, ReturnsPanel } from '../features/product/policy-panels.tsx';
import { OrderAmounts, OrderItems } from '../features/orders/order-items.tsx';
import { orderDate } from '../lib/order-dates.ts';
import { StatusBadge } from '../features/orders/order-tracking-view.tsx';
import { PaymentDeadlineNote } from '../features/orders/payment-deadline-note.tsx';
import { PaymentInstructions } from '../features/orders/payment-instructions.tsx';
import { ScreenshotReplace } from '../features/orders/screenshot-replace.tsx';
import { ScreenshotViewer } from '../features/orders/screenshot-viewer.tsx';
import { ShipmentDetails } from '../features/orders/shipment-details.tsx';
import { useOrderLookup } from '../features/orders/use-order-lookup.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { CheckCircle2 } from '../ui/icons/check-circle-2.ts';
import { PackageCheck } from '../ui/icons/package-check.ts';

export const meta = () => [{ title: pageTitle('Order confirmation') }, { name: 'robots', content: 'noindex' }];

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-7">
      <h2 className="text-xl sm:text-2xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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

  if (lookup.state === 'loading' || lookup.state === 'idle') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6" role="status" aria-busy="true">
        <div className="mx-auto h-10 w-64 animate-pulse rounded bg-sand" />
        <div className="mt-8 h-64 animate-pulse rounded-2xl bg-sand/60" />
        <span className="sr-only">Loading your order…</span>
      </div>
    );
  }

  if (lookup.state === 'not-found' || lookup.state === 'error') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <PackageCheck className="h-12 w-12 text-gold" aria-hidden />
        <h1 className="mt-6 text-3xl">{lookup.state === 'not-found' ? 'Order not found' : 'Something went wrong'}</h1>
        <p role="alert" className="mt-3 text-muted">
          {lookup.state === 'not-found' ? ORDER_MESSAGES.notFound : `Error: ${lookup.message}`}
        </p>
        {lookup.state === 'error' && (
          <Button variant="secondary" className="mt-6" onClick={reload}>
            Try again
          </Button>
        )}
        <div className="mt-8">
          <Links />
        </div>
      </div>
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
          {orderDate(order.createdAt)}. A confirmation is on its way to {order.email}.
        </p>
        <div className="mx-auto mt-6 inline-flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-linen bg-white px-5 py-4 shadow-sm">
          <span className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">Tracking ID</span>
          <span className="font-mono text-lg font-semibold tracking-wider sm:text-xl" data-testid="tracking-id">
            {order.trackingId}
          </span>
          <CopyButton value={order.trackingId} label="Copy tracking ID" />
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-3 text-xs text-muted">Keep this ID to track your order.</p>
        <div className="mx-auto mt-6 max-w-2xl text-left empty:hidden">
          <ShipmentDetails order={order} />
        </div>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card title="Payment">
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
          </div>
        </Card>
        <Card title="Your order">
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
        </Card>
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
