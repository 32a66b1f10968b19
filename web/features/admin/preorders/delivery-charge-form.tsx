// The preorder modal's delivery charge (D13): set when the piece is ready, it fixes the final payment (the other half
// plus delivery) and the shopper is emailed what to pay; it can be corrected until the final payment is confirmed.
import { useId, useState, type FormEvent } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { preorderAmounts } from '../../../../domain/preorders.ts';
import { deliveryChargesSchema } from '../../../../domain/schemas/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

export function DeliveryChargeForm({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const uid = useId();
  const set = preorder.deliveryCharges.amount;
  const [amount, setAmount] = useState(set === null ? '' : String(set));
  const [notes, setNotes] = useState(preorder.deliveryCharges.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const change = useRecordChange<PreorderView>(onSaved);
  const locked = preorder.finalPayment.status === 'paid';
  const typed = amount.trim() === '' ? null : Number(amount);
  const finalWouldBe =
    typed !== null && Number.isInteger(typed) && typed >= 0
      ? preorderAmounts(preorder.originalAmount, typed).finalPayment
      : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = deliveryChargesSchema.safeParse({
      amount: typed ?? undefined,
      ...(notes.trim() && { notes: notes.trim() }),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    void change.send(
      `/preorders/${preorder._id}/delivery-charges`,
      parsed.data,
      { failed: PREORDER_ALERTS.deliveryFailed, done: PREORDER_ALERTS.deliveryDone },
      set === null ? 'POST' : 'PUT',
    );
  }

  if (locked) {
    return (
      <p className="text-sm text-muted">
        Delivery charge {formatPkr(set ?? 0)}. {PREORDER_ALERTS.deliveryChargeLocked}
      </p>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Delivery charge" noValidate className="space-y-3">
      <div>
        <label htmlFor={`${uid}-amount`} className={LABEL}>
          Delivery charge (₨)
        </label>
        <input
          id={`${uid}-amount`}
          inputMode="numeric"
          value={amount}
          disabled={change.busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${uid}-hint${error ? ` ${uid}-error` : ''}`}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
          className={`${CONTROL} mt-1 tabular-nums`}
        />
        {error && (
          <p id={`${uid}-error`} className="mt-1.5 text-sm text-madder">
            {error}
          </p>
        )}
        <p id={`${uid}-hint`} className="mt-1.5 text-xs text-muted">
          {finalWouldBe === null
            ? 'This fixes the final payment (the other 50% plus delivery); the customer is emailed the amount to pay.'
            : `Final payment will be ${formatPkr(finalWouldBe)}; the customer is emailed the amount to pay.`}
        </p>
      </div>
      <div>
        <label htmlFor={`${uid}-notes`} className={`${LABEL} flex items-baseline justify-between gap-2`}>
          Delivery notes
          <span className="font-normal normal-case tracking-normal">Optional</span>
        </label>
        <textarea
          id={`${uid}-notes`}
          rows={2}
          value={notes}
          maxLength={1000}
          disabled={change.busy}
          placeholder="Courier, city, anything the customer should know"
          onChange={(e) => setNotes(e.target.value)}
          className={`${CONTROL} mt-1 resize-y`}
        />
      </div>
      <ChangeSubmit change={change} label={set === null ? 'Set delivery charge' : 'Update delivery charge'} />
    </form>
  );
}
