// The Production board's filters: who holds the card, its stage, a preorder ID (sent after a pause in typing), and
// three switches (overdue, due this week, for stock), with Clear filters while any is set.
import { useEffect, useId, useState } from 'react';
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS, WORK_STAGES, type WorkStage } from '../../../../domain/workshop.ts';
import { afterPause } from '../../../lib/after-pause.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { hasBoardFilters, NO_BOARD_FILTERS, type BoardFilters } from './board-query.ts';

interface BoardFiltersBarProps {
  filters: BoardFilters;
  artisans: readonly ArtisanView[];
  onChange(changes: Partial<BoardFilters>): void;
}

const SWITCHES = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'dueThisWeek', label: 'Due this week' },
  { key: 'forStock', label: 'For stock' },
] as const;

export function BoardFiltersBar({ filters, artisans, onChange }: BoardFiltersBarProps) {
  const uid = useId();
  const [preorderText, setPreorderText] = useState(filters.preorderId);

  // A preorder ID is typed a character at a time: the board asks once the typing pauses (SPEC §9 debounce).
  useEffect(() => {
    if (preorderText.trim() === filters.preorderId) return;
    return afterPause(() => onChange({ preorderId: preorderText.trim() }));
  }, [preorderText, filters.preorderId, onChange]);

  const filtered = hasBoardFilters(filters) || preorderText.trim() !== '';
  return (
    <div className="rounded-2xl border border-linen bg-white/70 p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <div>
          <label htmlFor={`${uid}-artisan`} className={LABEL}>
            Artisan
          </label>
          <select
            id={`${uid}-artisan`}
            value={filters.artisanId}
            onChange={(e) => onChange({ artisanId: e.target.value })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Anyone</option>
            {artisans.map((a) => (
              <option key={a.id} value={a.id}>
                {a.active ? a.name : `${a.name} (inactive)`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-stage`} className={LABEL}>
            Stage
          </label>
          <select
            id={`${uid}-stage`}
            value={filters.stage}
            onChange={(e) => onChange({ stage: e.target.value as WorkStage | '' })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Every stage</option>
            {WORK_STAGES.map((s) => (
              <option key={s} value={s}>
                {WORK_STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${uid}-preorder`} className={LABEL}>
            Preorder ID
          </label>
          <input
            id={`${uid}-preorder`}
            type="search"
            value={preorderText}
            maxLength={40}
            placeholder="e.g. PRE-2026-0042"
            autoComplete="off"
            onChange={(e) => setPreorderText(e.target.value)}
            className={`${CONTROL} mt-1`}
          />
        </div>
        <fieldset className="col-span-2 lg:col-span-1">
          <legend className={LABEL}>Show only</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {SWITCHES.map(({ key, label }) => {
              const on = filters[key] === '1';
              return (
                <label
                  key={key}
                  className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-madder ${
                    on ? 'border-ink bg-ink text-white' : 'border-linen bg-white text-ink hover:border-ink/40'
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) => onChange({ [key]: e.target.checked ? '1' : '' })}
                    className="sr-only"
                  />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      {filtered && (
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => {
              setPreorderText('');
              onChange(NO_BOARD_FILTERS);
            }}
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-madder underline-offset-4 hover:underline"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
