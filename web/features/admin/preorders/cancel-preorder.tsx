// Cancelling a preorder from its modal (PUT /preorders/{id}/cancel), after a confirmation that says what follows:
// nothing is refunded automatically, and the customer is told.
import { useState } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { ChangeFeedback, ConfirmDialog, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

export function CancelPreorder({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const [asking, setAsking] = useState(false);
  const change = useRecordChange<PreorderView>(onSaved);
  const paid =
    (preorder.initialPayment.status === 'paid' ? (preorder.initialPayment.amount ?? 0) : 0) +
    (preorder.finalPayment.status === 'paid' ? (preorder.finalPayment.amount ?? 0) : 0);

  async function cancel() {
    const done = await change.send(`/preorders/${preorder._id}/cancel`, undefined, {
      failed: PREORDER_ALERTS.cancelFailed,
      done: PREORDER_ALERTS.cancelDone,
    });
    if (done) setAsking(false);
  }

  if (preorder.status === 'cancelled') {
    return (
      <div>
        <p className="text-sm text-muted">{PREORDER_ALERTS.cancelled}</p>
        <ChangeFeedback failure={null} notice={change.notice} />
      </div>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="inline-flex min-h-10 items-center rounded-full px-1 text-sm font-semibold text-madder underline-offset-4 hover:underline"
      >
        Cancel preorder
      </button>
      <ChangeFeedback failure={asking ? null : change.failure} notice={null} />
      <ConfirmDialog
        open={asking}
        title={`Cancel preorder ${preorder.preorderId}?`}
        confirmLabel="Cancel preorder"
        busyLabel="Cancelling…"
        busy={change.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
      >
        <p>Are you sure you want to cancel this preorder? The customer sees it as cancelled.</p>
        {paid > 0 && (
          <p className="mt-2 font-semibold text-ink">
            {formatPkr(paid)} was paid: any refund is arranged with the customer separately.
          </p>
        )}
        {change.failure && <p className="mt-2 font-semibold text-madder">{change.failure.message}</p>}
      </ConfirmDialog>
    </div>
  );
}
