// The preorder modal's notes (D14): production and delivery notes are the shopper's production diary on /preorders,
// general notes stay with staff. Each says who reads it, so nothing private is written where the shopper looks.
import { useId, useState, type FormEvent } from 'react';
import type { AdminNotesPayload } from '../../../../domain/schemas/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

const NOTES = [
  { name: 'production', label: 'Production notes', who: 'Shown to the customer' },
  { name: 'delivery', label: 'Delivery notes', who: 'Shown to the customer' },
  { name: 'general', label: 'General notes', who: 'Staff only' },
] as const;

type NoteName = (typeof NOTES)[number]['name'];

export function NotesForm({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const uid = useId();
  const saved: Record<NoteName, string> = {
    production: preorder.adminNotes.production,
    delivery: preorder.adminNotes.delivery,
    general: preorder.adminNotes.general ?? '',
  };
  const [notes, setNotes] = useState(saved);
  const change = useRecordChange<PreorderView>(onSaved);
  const changed = NOTES.filter((n) => notes[n.name].trim() !== saved[n.name].trim());

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: AdminNotesPayload = Object.fromEntries(changed.map((n) => [n.name, notes[n.name].trim()]));
    void change.send(`/preorders/${preorder._id}/admin-notes`, body, {
      failed: PREORDER_ALERTS.notesFailed,
      done: () => PREORDER_ALERTS.notesDone,
    });
  }

  return (
    <form onSubmit={submit} aria-label="Admin notes" className="space-y-3">
      {NOTES.map((n) => (
        <div key={n.name}>
          <label htmlFor={`${uid}-${n.name}`} className={`${LABEL} flex items-baseline justify-between gap-2`}>
            {n.label}
            <span
              className={`font-normal normal-case tracking-normal ${n.name === 'general' ? '' : 'font-semibold text-madder'}`}
            >
              {n.who}
            </span>
          </label>
          <textarea
            id={`${uid}-${n.name}`}
            rows={2}
            maxLength={2000}
            value={notes[n.name]}
            disabled={change.busy}
            onChange={(e) => setNotes((all) => ({ ...all, [n.name]: e.target.value }))}
            className={`${CONTROL} mt-1 resize-y`}
          />
        </div>
      ))}
      {preorder.adminNotes.updatedAt && (
        <p className="text-xs text-muted">Last changed {orderDateTime(preorder.adminNotes.updatedAt)}</p>
      )}
      <ChangeSubmit change={change} label="Save notes" disabled={changed.length === 0} />
    </form>
  );
}
