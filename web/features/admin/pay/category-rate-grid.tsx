// The category defaults of the piece rates: one row per category (women, girl, boy, men) with a box per stage, blank
// where no default is set, saved a row at a time (PUT /api/workshop/rates for each box changed). Wide screens see a
// grid under the stages' headings; phones see each row as a card with its boxes labelled.
import { useState, type FormEvent } from 'react';
import { CATEGORIES, type Category } from '../../../../domain/limits.ts';
import { categoryLabel } from '../../../../domain/product-names.ts';
import { pieceRateSchema, type PieceRateView } from '../../../../domain/schemas/workshop.ts';
import { MAX_PIECE_RATE, SKILL_STAGES, WORK_STAGE_LABELS, type SkillStage } from '../../../../domain/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { ADMIN_CONTROL as CONTROL } from '../../../ui/input-classes.ts';
import { categoryRateGrid, rowChanges, rowEdit, type RateGrid, type RowEdit } from './rate-grid.ts';
import { PAY_TEXTS } from './pay-texts.ts';

const ROW = 'lg:grid lg:grid-cols-[6rem_repeat(6,minmax(0,1fr))_5.5rem] lg:items-center lg:gap-2';

interface GridProps {
  rates: PieceRateView[];
  onSaved(rates: PieceRateView[]): void;
}

export function CategoryRateGrid({ rates, onSaved }: GridProps) {
  const grid = categoryRateGrid(rates);
  return (
    <section aria-labelledby="category-rates-heading" className="space-y-3">
      <div>
        <h3 id="category-rates-heading" className="font-display text-lg text-ink">
          Category defaults
        </h3>
        <p className="text-sm text-muted">
          Rupees per piece for each stage. Blank is not set: the stage earns nothing unless the product has its own
          rate.
        </p>
      </div>
      <div aria-hidden className={`hidden px-3 text-xs font-semibold uppercase tracking-wider text-muted ${ROW}`}>
        <span>Category</span>
        {SKILL_STAGES.map((s) => (
          <span key={s} className="truncate">
            {WORK_STAGE_LABELS[s]}
          </span>
        ))}
        <span />
      </div>
      {CATEGORIES.map((category) => (
        <CategoryRow key={category} category={category} saved={grid[category]} onSaved={onSaved} />
      ))}
    </section>
  );
}

interface RowProps {
  category: Category;
  saved: RateGrid[Category];
  onSaved(rates: PieceRateView[]): void;
}

function CategoryRow({ category, saved, onSaved }: RowProps) {
  const label = categoryLabel(category);
  const [edit, setEdit] = useState<RowEdit>(() => rowEdit(saved));
  const [errors, setErrors] = useState<Partial<Record<SkillStage, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    setNotice(null);
    const { payloads, cleared } = rowChanges(category, saved, edit);
    if (cleared.length > 0) return setFailure(PAY_TEXTS.cannotClear(cleared));
    const found: Partial<Record<SkillStage, string>> = {};
    for (const p of payloads) {
      const parsed = pieceRateSchema.safeParse(p);
      if (!parsed.success) found[p.stage] = parsed.error.issues[0]?.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (payloads.length === 0) return setNotice(PAY_TEXTS.nothingChanged);
    setBusy(true);
    try {
      let latest: PieceRateView[] | null = null;
      for (const body of payloads)
        latest = await apiRequest<PieceRateView[]>('/workshop/rates', { method: 'PUT', body });
      onSaved(latest!);
      setEdit(rowEdit(categoryRateGrid(latest!)[category]));
      setNotice(PAY_TEXTS.categorySaved(label));
    } catch (err) {
      setFailure(failureMessage(err, PAY_TEXTS.rateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void save(e)}
      noValidate
      aria-label={`${label} rates`}
      className="rounded-xl border border-linen bg-white p-3"
    >
      <div className={ROW}>
        <p className="font-medium text-ink">{label}</p>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:contents">
          {SKILL_STAGES.map((stage) => {
            const id = `rate-${category}-${stage}`;
            return (
              <div key={stage} className="min-w-0">
                <label htmlFor={id} className="block truncate text-xs text-muted lg:sr-only">
                  {WORK_STAGE_LABELS[stage]}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_PIECE_RATE}
                  placeholder="–"
                  value={edit[stage]}
                  aria-invalid={errors[stage] ? true : undefined}
                  aria-describedby={errors[stage] ? `${id}-error` : undefined}
                  onChange={(e) => {
                    const value = e.target.value;
                    setEdit((r) => ({ ...r, [stage]: value }));
                    setErrors((r) => ({ ...r, [stage]: undefined }));
                  }}
                  className={`${CONTROL} mt-1 tabular-nums lg:mt-0 ${errors[stage] ? 'border-madder!' : ''}`}
                />
                {errors[stage] && (
                  <p id={`${id}-error`} className="mt-1 text-xs text-madder">
                    {errors[stage]}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="mt-3 min-h-10 w-full px-4! py-2! lg:mt-0"
          disabled={busy}
          aria-busy={busy}
          aria-label={`Save ${label.toLowerCase()} rates`}
        >
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={failure} />
        <FormNotice message={notice} />
      </div>
    </form>
  );
}
