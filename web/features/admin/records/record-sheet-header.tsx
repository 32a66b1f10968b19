// The header of an admin record's modal (an order, a preorder): its kind, its reference as the dialog's title with a
// copy button, and as its description the status and payment badges and when it was placed.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { DETAIL_HEADING, SheetHeader } from '../kit/index.ts';

interface RecordSheetHeaderProps {
  /** 'Order', 'Preorder': read before the reference, so the title names what it is. */
  kind: string;
  reference: string;
  copyLabel: string;
  /** The test ids of the title and the status badge's wrapper, which the journeys read. */
  testIds: { reference: string; status: string };
  status: ReactNode;
  payments: ReactNode;
  createdAt: string;
}

export function RecordSheetHeader({
  kind,
  reference,
  copyLabel,
  testIds,
  status,
  payments,
  createdAt,
}: RecordSheetHeaderProps) {
  return (
    <SheetHeader closeLabel={`Close ${kind.toLowerCase()} details`}>
      <p className={`${DETAIL_HEADING} hidden sm:block`}>{kind}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-1">
        <Dialog.Title
          className="font-mono text-lg font-semibold tracking-wider text-ink sm:text-xl"
          data-testid={testIds.reference}
        >
          <span className="sr-only">{kind} </span>
          {reference}
        </Dialog.Title>
        <CopyButton value={reference} label={copyLabel} />
      </div>
      <Dialog.Description className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span data-testid={testIds.status}>{status}</span>
        {payments}
        <span>Placed {orderDateTime(createdAt)}</span>
      </Dialog.Description>
    </SheetHeader>
  );
}
