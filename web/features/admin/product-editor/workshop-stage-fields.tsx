// The product's route through the workshop (issue 30): each stage ticked is one its job cards go through; a plain
// lawn frock leaves embroidery unticked. At least one stage stays ticked (the server refuses none).
import { SKILL_STAGES, WORK_STAGE_LABELS, type SkillStage } from '../../../../domain/workshop.ts';

export function WorkshopStageFields({
  id,
  skipped,
  onChange,
  error,
}: {
  id: string;
  skipped: SkillStage[];
  onChange(skipped: SkillStage[]): void;
  error?: string;
}) {
  const done = SKILL_STAGES.filter((s) => !skipped.includes(s));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">Stages this product goes through</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SKILL_STAGES.map((stage) => {
          const goesThrough = !skipped.includes(stage);
          return (
            <label
              key={stage}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-linen bg-white px-3 py-2.5"
            >
              <input
                type="checkbox"
                name="stages"
                value={stage}
                checked={goesThrough}
                // The last stage ticked cannot be unticked: a product the workshop does nothing to has no card.
                disabled={goesThrough && done.length === 1}
                onChange={(e) => onChange(e.target.checked ? skipped.filter((s) => s !== stage) : [...skipped, stage])}
                className="h-4 w-4 shrink-0 accent-ink"
              />
              <span className="text-sm">{WORK_STAGE_LABELS[stage]}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
    </fieldset>
  );
}
