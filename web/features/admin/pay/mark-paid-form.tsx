// 'Mark paid': how much was paid, on which day and a note, prefilled with what is still to pay and today; checked by
// the API's own contract, then confirmed in words ("Marks Rs 1,200 of work from ... as paid") before it is sent.
import { useState, type FormEvent } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { pakistanDay } from '../../../../domain/pakistan-time.ts';
import { payoutSchema, type PayoutPayload } from '../../../../domain/schemas/workshop.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { ConfirmDialog } from '../kit/index.ts';
import { dayLabel, type PayPeriod } from './pay-period.ts';
import { PAY_TEXTS } from './pay-texts.ts';

interface MarkPaidFormProps {
  period: PayPeriod;
  unpaid: number;
  busy: boolean;
  onPay(payload: PayoutPayload): Promise<unknown>;
}

export function MarkPaidForm({ period, unpaid, busy, onPay }: MarkPaidFormProps) {
  const form = useFormFields({ amount: String(unpaid), paidOn: pakistanDay(new Date()), note: '' });
  const [pending, setPending] = useState<PayoutPayload | null>(null);

  function review(e: FormEvent) {
    e.preventDefault();
    const { amount, note, paidOn } = form.values;
    const payload = form.validate(payoutSchema, {
      ...period,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      paidOn,
      ...(note.trim() && { note }),
    });
    if (payload) setPending(payload);
  }

  async function confirm() {
    if (!pending) return;
    // Either way the dialog closes: what became of it shows under the summary, where the admin looks next.
    await onPay(pending);
    setPending(null);
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={review}
      noValidate
      aria-label="Mark paid"
      className="space-y-4 rounded-xl border border-linen bg-white p-4"
    >
      <h3 className="font-display text-lg text-ink">Mark paid</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={form.idOf('amount')} label="Amount paid (Rs)" error={form.errors.amount}>
          {(p) => (
            <input
              {...p}
              name="amount"
              type="number"
              inputMode="numeric"
              min={1}
              value={form.values.amount}
              onChange={(e) => form.change('amount', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={form.idOf('paidOn')} label="Paid on" error={form.errors.paidOn}>
          {(p) => (
            <input
              {...p}
              name="paidOn"
              type="date"
              value={form.values.paidOn}
              onChange={(e) => form.change('paidOn', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={form.idOf('note')} label="Note" optional error={form.errors.note} className="sm:col-span-2">
          {(p) => (
            <input
              {...p}
              name="note"
              maxLength={500}
              placeholder="e.g. Cash, or JazzCash ref 4471"
              value={form.values.note}
              onChange={(e) => form.change('note', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" className="min-h-10 w-full px-5! py-2! sm:w-auto" disabled={busy}>
        Mark paid
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title="Mark this work paid?"
        confirmLabel="Mark paid"
        busyLabel="Marking paid…"
        cancelLabel="Not yet"
        tone="primary"
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        <p className="font-medium text-ink">{PAY_TEXTS.markPaidConfirm(unpaid, period)}.</p>
        {pending && (
          <p className="mt-2">
            It records {formatPkr(pending.amount)} paid on {dayLabel(pending.paidOn)}
            {pending.note ? ` (${pending.note})` : ''}; the lines then show as Paid.
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
}
