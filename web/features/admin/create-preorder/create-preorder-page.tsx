// The frame of /admin/create-preorder: the way back to the Preorders section, the heading, and the form; once the
// preorder is placed, its ID with the tracking link to copy or send on WhatsApp, and the way to the Preorders tab
// searched to it, to post its photos and payments from there.
import { useState, type ReactNode } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { sectionHref } from '../kit/index.ts';
import { EntryPlaced, StaffEntryFrame } from '../create-order/index.ts';
import { PAYMENT_STATUS_LABELS, preorderTrackingUrl } from '../records/index.ts';
import { CreatePreorderForm } from './create-preorder-form.tsx';

export function CreatePreorderFrame({ children }: { children: ReactNode }) {
  return (
    <StaffEntryFrame
      section="preorders"
      backLabel="Back to preorders"
      title="Create a preorder"
      intro="For a preorder taken by phone or WhatsApp: any size, made to order. The customer pays 50% now and the rest plus delivery when the piece is ready."
    >
      {children}
    </StaffEntryFrame>
  );
}

export function CreatePreorder() {
  const [placed, setPlaced] = useState<PreorderView | null>(null);
  // A new key gives the next preorder a fresh, empty form.
  const [round, setRound] = useState(0);

  if (placed) {
    return (
      <EntryPlaced
        kind="Preorder"
        reference={placed.preorderId}
        trackingUrl={preorderTrackingUrl(placed.preorderId)}
        contact={placed.contact}
        facts={[
          ['Items', String(placed.itemCount)],
          [
            'Deposit',
            `${PAYMENT_METHOD_LABELS[placed.paymentDetails.method]} · ${PAYMENT_STATUS_LABELS[placed.initialPayment.status]}`,
          ],
          ['Pay now (50%)', formatPkr(placed.initialPayment.amount ?? 0)],
        ]}
        openHref={`${sectionHref('preorders')}&q=${encodeURIComponent(placed.preorderId)}`}
        onAnother={() => {
          setPlaced(null);
          setRound((r) => r + 1);
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return (
    <CreatePreorderForm
      key={round}
      onPlaced={(preorder) => {
        setPlaced(preorder);
        window.scrollTo(0, 0);
      }}
    />
  );
}
