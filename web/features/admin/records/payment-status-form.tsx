// A payment's status select with its Save button beside it and the change's feedback under it: the order modal's
// payment and each of a preorder's two (deposit, final). Marking it paid first asks 'Amount received matches Rs X?'
// with the figure expected (issue 17), so staff compare the transfer before confirming. The caller sends the change to
// its own endpoint.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/orders.ts';
import { Button } from '../../../ui/button.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { type ChangeFailure, ChangeFeedback, ConfirmDialog } from '../kit/index.ts';
import { PAYMENT_STATUS_LABELS } from './payment-badges.tsx';

interface PaymentStatusFormProps {
  /** The form's accessible name, e.g. 'Change payment status'. */
  formLabel: string;
  /** The select's label, e.g. 'Payment status'. */
  label: string;
  saved: PaymentStatus;
  submitLabel: string;
  className?: string;
  change: { busy: boolean; failure: ChangeFailure | null; notice: string | null };
  /** The amount this payment should bring, asked about before it is marked paid; null while it is not known yet. */
  expected: { amount: number | null; what: string };
  /** What the proof check found that needs a closer look (issue 20), named in the question before marking paid. */
  proofFlags?: readonly string[];
  onSend(status: PaymentStatus): void;
}

export function PaymentStatusForm({
  formLabel,
  label,
  saved,
  submitLabel,
  className,
  change,
  expected,
  proofFlags = [],
  onSend,
}: PaymentStatusFormProps) {
  const uid = useId();
  const [status, setStatus] = useState<PaymentStatus>(saved);
  const [confirming, setConfirming] = useState(false);

  // The question stays open until the server has answered, then closes on its own.
  useEffect(() => {
    if (!change.busy) setConfirming(false);
  }, [change.busy]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (status === 'paid') setConfirming(true);
    else onSend(status);
  }

  const figure = expected.amount === null ? null : formatPkr(expected.amount);

  return (
    <form onSubmit={submit} aria-label={formLabel} className={className}>
      <label htmlFor={`${uid}-payment`} className={LABEL}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${uid}-payment`}
          value={status}
          disabled={change.busy}
          onChange={(e) => setStatus(e.target.value as PaymentStatus)}
          className={`${CONTROL} min-w-0 flex-1`}
        >
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          className="min-h-10 shrink-0 px-4! py-2!"
          disabled={status === saved || change.busy}
          aria-busy={change.busy}
        >
          {change.busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
      <ChangeFeedback failure={change.failure} notice={change.notice} />
      <ConfirmDialog
        open={confirming}
        title={figure ? `Amount received matches ${figure}?` : 'Amount received matches?'}
        confirmLabel={figure ? `Yes, ${figure} received` : 'Yes, mark paid'}
        busyLabel="Saving…"
        cancelLabel="Not yet"
        tone="primary"
        busy={change.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => onSend('paid')}
      >
        <p>
          {figure ? (
            <>
              Check that the transfer shows <strong className="text-ink tabular-nums">{figure}</strong>, {expected.what}
              , before marking it paid.
            </>
          ) : (
            `The amount of ${expected.what} is not known yet: check the transfer against it before marking it paid.`
          )}
        </p>
        {proofFlags.length > 0 && (
          <p
            role="alert"
            data-testid="proof-flags"
            className="mt-3 rounded-md border border-madder/40 bg-madder/5 p-3 text-madder"
          >
            <strong>The proof check found:</strong> {proofFlags.join('; ')}.
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
}
