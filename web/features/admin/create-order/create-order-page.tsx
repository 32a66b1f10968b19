// The frame of /admin/create-order: the way back to the Orders section, the heading, and either the form or, once the
// order is placed, its tracking ID with the tracking link to copy or send on WhatsApp; "Enter another order" starts a
// fresh form.
import { useState, type ReactNode } from 'react';
import type { FullOrder } from '../../orders/index.ts';
import { StaffEntryFrame } from './staff-entry-frame.tsx';
import { CreateOrderForm } from './create-order-form.tsx';
import { formatPkr } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import { EntryPlaced } from './entry-placed.tsx';
import { orderTrackingUrl, PAYMENT_STATUS_LABELS } from '../records/index.ts';
import { sectionHref } from '../kit/index.ts';

export function CreateOrderFrame({ children }: { children: ReactNode }) {
  return (
    <StaffEntryFrame
      section="orders"
      backLabel="Back to orders"
      title="Create an order"
      intro="For an order taken by phone or WhatsApp. It is priced and stocked exactly like one placed at checkout, and confirmed by email when the customer gives one."
    >
      {children}
    </StaffEntryFrame>
  );
}

export function CreateOrderLoading() {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span className="sr-only">Loading the order form…</span>
      <div className="space-y-6">
        <div className="h-56 animate-pulse rounded-2xl bg-sand/70" />
        <div className="h-48 animate-pulse rounded-2xl bg-sand/50" />
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-sand/60" />
    </div>
  );
}

export function CreateOrder() {
  const [placed, setPlaced] = useState<FullOrder | null>(null);
  // A new key gives the next order a fresh, empty form.
  const [round, setRound] = useState(0);

  if (placed) {
    return (
      <EntryPlaced
        kind="Order"
        reference={placed.trackingId}
        trackingUrl={orderTrackingUrl(placed.trackingId)}
        contact={placed.contact}
        facts={[
          ['Items', String(placed.itemCount)],
          [
            'Payment',
            `${PAYMENT_METHOD_LABELS[placed.paymentDetails.method]} · ${PAYMENT_STATUS_LABELS[placed.paymentDetails.status]}`,
          ],
          ['Total', formatPkr(placed.totalAmount)],
        ]}
        openHref={sectionHref('orders')}
        onAnother={() => {
          setPlaced(null);
          setRound((r) => r + 1);
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return (
    <CreateOrderForm
      key={round}
      onPlaced={(order) => {
        setPlaced(order);
        window.scrollTo(0, 0);
      }}
    />
  );
}
