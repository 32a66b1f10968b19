// What staff see once the order is placed: its tracking ID (to read out or paste into WhatsApp), what was ordered and
// charged, and the two ways on: the Orders section, or a fresh form for the next order.
import { useEffect, useRef } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { CheckCircle2 } from '../../../ui/icons/check-circle-2.ts';
import type { FullOrder } from '../../orders/order-types.ts';
import { sectionHref } from '../admin-sections.ts';

export function OrderPlaced({ order, onAnother }: { order: FullOrder; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone: the news takes it, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="order-placed-heading"
      className="mx-auto max-w-xl rounded-2xl border border-linen bg-white/80 p-6 text-center sm:p-10"
    >
      <CheckCircle2 className="mx-auto h-10 w-10 text-leaf" aria-hidden />
      <h2
        id="order-placed-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl outline-none sm:text-3xl"
      >
        Order placed
      </h2>
      <p className="mt-2 text-muted">
        {order.contact.name} gets the confirmation email at {order.contact.email}.
      </p>

      <div className="mt-6 rounded-xl bg-sand/70 px-4 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Tracking ID</p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <p className="font-mono text-xl font-semibold tracking-wider sm:text-2xl" data-testid="placed-tracking-id">
            {order.trackingId}
          </p>
          <CopyButton value={order.trackingId} label={`Copy tracking ID ${order.trackingId}`} className="min-h-10" />
        </div>
      </div>

      <dl className="mx-auto mt-6 max-w-sm space-y-2 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Items</dt>
          <dd>{order.itemCount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Payment</dt>
          <dd className="text-right">
            {PAYMENT_METHOD_LABELS[order.paymentDetails.method]} ·{' '}
            <span className="capitalize">{order.paymentDetails.status}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-linen pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatPkr(order.totalAmount)}</dd>
        </div>
      </dl>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onAnother}>
          Enter another order
        </Button>
        <ButtonLink to={sectionHref('orders')}>Open in Orders</ButtonLink>
      </div>
    </section>
  );
}
