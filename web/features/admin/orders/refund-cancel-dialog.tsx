// The confirmation of a staff cancel of a paid order (issue 28 item 7): the money goes back, so it asks how much (the
// amount paid unless less is kept, at least Rs 1), how (bank transfer or Easypaisa) and an optional note, checked with the
// API's own schema first; the server records it as the refund due and mails the shopper.
import { useId, useState } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { ORDER_MESSAGES } from '../../../../domain/order-messages.ts';
import {
  REFUND_METHOD_PHRASES,
  REFUND_METHODS,
  refundMethodFor,
  type RefundMethod,
} from '../../../../domain/orders.ts';
import { refundDueSchema, type RefundDue } from '../../../../domain/schemas/orders.ts';
import type { FullOrder } from '../../orders/index.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { type ChangeFailure, ConfirmDialog } from '../kit/index.ts';

interface RefundCancelDialogProps {
  order: FullOrder;
  open: boolean;
  busy: boolean;
  /** The server's refusal of the last try, shown in the dialog where staff are looking. */
  failure: ChangeFailure | null;
  onCancel(): void;
  onConfirm(refund: RefundDue): void;
}

type FieldErrors = Partial<Record<keyof RefundDue, string>>;

export function RefundCancelDialog({ order, open, busy, failure, onCancel, onConfirm }: RefundCancelDialogProps) {
  const uid = useId();
  const paid = order.totalAmount;
  const [amount, setAmount] = useState(String(paid));
  const [method, setMethod] = useState<RefundMethod>(refundMethodFor(order.paymentDetails.method));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function confirm() {
    const parsed = refundDueSchema.safeParse({
      amount: amount.trim() === '' ? undefined : Number(amount),
      method,
      ...(note.trim() && { note: note.trim() }),
    });
    const found: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof RefundDue] ??= issue.message;
    else if (parsed.data.amount > paid) found.amount = ORDER_MESSAGES.refundAboveAmountPaid(paid);
    setErrors(found);
    if (parsed.success && !found.amount) onConfirm(parsed.data);
  }

  const error = (name: keyof RefundDue) =>
    errors[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1.5 text-sm text-madder">
        {errors[name]}
      </p>
    );

  return (
    <ConfirmDialog
      open={open}
      title={`Cancel paid order ${order.trackingId}?`}
      confirmLabel="Cancel and record refund"
      busyLabel="Cancelling…"
      busy={busy}
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <p>
        The customer paid <span className="font-semibold text-ink">{formatPkr(paid)}</span>. Its pieces go back on sale,
        the refund is recorded as due, and the customer is emailed that it is on its way.
      </p>
      <div className="mt-4 space-y-3 text-left">
        <div>
          <label htmlFor={`${uid}-amount`} className={LABEL}>
            Refund amount (Rs)
          </label>
          <input
            id={`${uid}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            max={paid}
            step={1}
            value={amount}
            disabled={busy}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${uid}-amount-error` : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors(({ amount: _old, ...rest }) => rest);
            }}
            className={`${CONTROL} mt-1`}
          />
          {error('amount')}
        </div>
        <fieldset>
          <legend className={LABEL}>Refund by</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {REFUND_METHODS.map((m) => (
              <label key={m} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${uid}-method`}
                  value={m}
                  checked={method === m}
                  disabled={busy}
                  onChange={() => setMethod(m)}
                  className="h-5 w-5 accent-ink"
                />
                <span className="first-letter:uppercase">{REFUND_METHOD_PHRASES[m]}</span>
              </label>
            ))}
          </div>
          {error('method')}
        </fieldset>
        <div>
          <label htmlFor={`${uid}-note`} className={LABEL}>
            Note (optional, kept with the refund)
          </label>
          <textarea
            id={`${uid}-note`}
            rows={2}
            maxLength={500}
            value={note}
            disabled={busy}
            aria-invalid={errors.note ? true : undefined}
            onChange={(e) => setNote(e.target.value)}
            className={`${CONTROL} mt-1`}
          />
          {error('note')}
        </div>
      </div>
      {failure && (
        <p role="alert" className="mt-3 font-semibold text-madder">
          {failure.message}
          {failure.reason && <span className="block font-normal">{failure.reason}</span>}
        </p>
      )}
    </ConfirmDialog>
  );
}
