// A payment's status select with its Save button beside it and the change's feedback under it: the order modal's
// payment and each of a preorder's two (deposit, final). The caller sends the change to its own endpoint.
import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/orders.ts';
import { Button } from '../../ui/button.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../ui/input-classes.ts';
import { ChangeFeedback } from './change-feedback.tsx';
import { PAYMENT_STATUS_LABELS } from './orders/order-badges.tsx';
import type { ChangeFailure } from './use-record-change.ts';

interface PaymentStatusFormProps {
  /** The form's accessible name, e.g. 'Change payment status'. */
  formLabel: string;
  /** The select's label, e.g. 'Payment status'. */
  label: string;
  saved: PaymentStatus;
  submitLabel: string;
  className?: string;
  change: { busy: boolean; failure: ChangeFailure | null; notice: string | null };
  onSend(status: PaymentStatus): void;
}

export function PaymentStatusForm({
  formLabel,
  label,
  saved,
  submitLabel,
  className,
  change,
  onSend,
}: PaymentStatusFormProps) {
  const uid = useId();
  const [status, setStatus] = useState<PaymentStatus>(saved);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSend(status);
  }

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
    </form>
  );
}
