// Who holds a stage of a card, as one select (PUT /api/workshop/jobs/{id}/assignee): the artisans with the stage's
// skill first, the others marked. When the server refuses an artisan without the skill, its words are shown with an
// 'Assign anyway' box that sends the choice again as an override, recorded in the card's history.
import { useId, useState } from 'react';
import type { ArtisanView, JobView } from '../../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../../domain/workshop-messages.ts';
import { WORK_STAGE_LABELS, type SkillStage } from '../../../../domain/workshop.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';
import { assignChoices } from './board.ts';
import { WORKSHOP_TEXTS } from './workshop-texts.ts';

interface AssignSelectProps {
  job: JobView;
  stage: SkillStage;
  artisans: readonly ArtisanView[];
  /** The select's label; 'Cutting by' unless given. */
  label?: string;
  /** Where the stage's name stands beside the select already (the sheet's route), the label is for screen readers. */
  hideLabel?: boolean;
  onSaved(job: JobView): void;
}

const SELECT = `${INPUT_LOOK} ${INPUT_BORDER} block min-h-10 w-full px-3 py-2 text-base disabled:cursor-not-allowed disabled:bg-sand/50 sm:text-sm`;

export function AssignSelect({ job, stage, artisans, label, hideLabel = false, onSaved }: AssignSelectProps) {
  const uid = useId();
  const holderId = job.holders.find((h) => h.stage === stage)?.artisan.id ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The artisan the server refused for lacking the skill, offered again with the override. */
  const [unskilled, setUnskilled] = useState<ArtisanView | null>(null);
  /** The override went through: the box stays ticked, saying what was done, until another choice. */
  const [overridden, setOverridden] = useState(false);

  async function assign(artisanId: string | null, overrideSkill = false) {
    setBusy(true);
    setError(null);
    setNotice(null);
    if (!overrideSkill) {
      setUnskilled(null);
      setOverridden(false);
    }
    const artisan = artisans.find((a) => a.id === artisanId) ?? null;
    try {
      const saved = await apiRequest<JobView>(`/workshop/jobs/${job.id}/assignee`, {
        method: 'PUT',
        body: { stage, artisanId, ...(overrideSkill && { overrideSkill }) },
      });
      setOverridden(overrideSkill);
      setNotice(WORKSHOP_TEXTS.assigned(stage, artisan?.name ?? null));
      onSaved(saved);
    } catch (err) {
      const message = failureMessage(err, WORKSHOP_TEXTS.assignFailed);
      const skillMissing =
        err instanceof ApiError &&
        err.status === 400 &&
        artisan &&
        message === WORKSHOP_MESSAGES.skillMissing(artisan.name, stage);
      if (!overrideSkill) setUnskilled(skillMissing ? artisan : null);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  const choices = assignChoices(artisans, stage, holderId);
  const name = label ?? `${WORK_STAGE_LABELS[stage]} by`;
  return (
    <div>
      <label
        htmlFor={`${uid}-select`}
        className={hideLabel ? 'sr-only' : 'text-xs font-semibold uppercase tracking-wider text-muted'}
      >
        {name}
        <span className="sr-only">, {job.number}</span>
      </label>
      <select
        id={`${uid}-select`}
        value={unskilled?.id ?? holderId ?? ''}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={error ? `${uid}-error` : undefined}
        onChange={(e) => void assign(e.target.value || null)}
        className={`${SELECT} ${hideLabel ? '' : 'mt-1'}`}
      >
        <option value="">Nobody yet</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <div role="status" aria-live="polite">
        {notice && <p className="mt-1.5 text-xs font-medium text-leaf">{notice}</p>}
      </div>
      <div role="alert">
        {error && (
          <p id={`${uid}-error`} className="mt-1.5 text-xs font-semibold text-madder">
            {error}
          </p>
        )}
      </div>
      {unskilled && (
        <label className="mt-2 flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={overridden || busy}
            disabled={busy || overridden}
            onChange={(e) => e.target.checked && void assign(unskilled.id, true)}
            className="h-4 w-4 accent-madder"
          />
          Assign anyway
        </label>
      )}
    </div>
  );
}
