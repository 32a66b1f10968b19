// The preorder modal's timeline: the dates promised at placing (which staff may bring forward) and what actually
// happened, as date inputs; both are on the shopper's /preorders diary. Only what changed is sent.
import { useId, useState, type FormEvent } from 'react';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';
import {
  ACTUAL_FIELDS,
  ESTIMATED_FIELDS,
  TIMELINE_LABELS,
  timelineChanges,
  timelineDraft,
  type TimelineDraft,
} from './timeline-dates.ts';

export function TimelineForm({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const uid = useId();
  const saved = timelineDraft(preorder);
  const [draft, setDraft] = useState<TimelineDraft>(saved);
  const change = useRecordChange<PreorderView>(onSaved);
  const body = timelineChanges(saved, draft);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!body) return;
    void change.send(`/preorders/${preorder._id}/timeline`, body, {
      failed: PREORDER_ALERTS.timelineFailed,
      done: () => PREORDER_ALERTS.timelineDone,
    });
  }

  const input = (group: keyof TimelineDraft, field: string, label: string) => {
    const values = draft[group] as Record<string, string>;
    return (
      <div key={`${group}-${field}`}>
        <label htmlFor={`${uid}-${group}-${field}`} className={LABEL}>
          {label}
        </label>
        <input
          id={`${uid}-${group}-${field}`}
          type="date"
          value={values[field]}
          disabled={change.busy}
          onChange={(e) => setDraft((d) => ({ ...d, [group]: { ...d[group], [field]: e.target.value } }))}
          className={`${CONTROL} mt-1`}
        />
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-label="Timeline" className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Estimated</legend>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {ESTIMATED_FIELDS.map((f) => input('estimated', f, TIMELINE_LABELS[f]))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Actual</legend>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {ACTUAL_FIELDS.map((f) =>
            input('actual', f, f === 'estimatedDelivery' ? 'Expected delivery' : TIMELINE_LABELS[f]),
          )}
        </div>
      </fieldset>
      <p className="text-xs text-muted">The customer sees these dates on their preorder&rsquo;s tracking page.</p>
      <ChangeSubmit change={change} label="Save timeline" disabled={!body} />
    </form>
  );
}
