// The earnings' period: This week, Last week, This month (Pakistan days, weeks from Monday) as one tap each, or two
// dates checked by the API's own contract before they are asked for.
import { useId, useState, type FormEvent } from 'react';
import { earningsQuerySchema } from '../../../../domain/schemas/workshop.ts';
import { Button } from '../../../ui/button.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { PERIOD_LABELS, PERIOD_PRESETS, presetPeriod, type PayPeriod, type PeriodPreset } from './pay-period.ts';

interface PeriodPickerProps {
  preset: PeriodPreset;
  period: PayPeriod;
  onChange(preset: PeriodPreset, period: PayPeriod): void;
}

export function PeriodPicker({ preset, period, onChange }: PeriodPickerProps) {
  const uid = useId();
  const [range, setRange] = useState<PayPeriod>(period);
  const [error, setError] = useState<string | null>(null);

  function choose(next: PeriodPreset) {
    setError(null);
    if (next === 'custom') {
      setRange(period);
      onChange('custom', period);
    } else onChange(next, presetPeriod(next));
  }

  function showRange(e: FormEvent) {
    e.preventDefault();
    const parsed = earningsQuerySchema.safeParse(range);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onChange('custom', parsed.data);
  }

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className={LABEL}>Period</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {PERIOD_PRESETS.map((p) => (
            <label
              key={p}
              className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition has-focus-visible:ring-2 has-focus-visible:ring-ink ${
                preset === p ? 'border-ink bg-ink text-white' : 'border-linen bg-white text-ink hover:border-ink/40'
              }`}
            >
              <input
                type="radio"
                name={`${uid}-period`}
                value={p}
                checked={preset === p}
                onChange={() => choose(p)}
                className="sr-only"
              />
              {PERIOD_LABELS[p]}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' && (
        <form
          onSubmit={showRange}
          noValidate
          aria-label="Dates of the period"
          className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <div>
            <label htmlFor={`${uid}-from`} className={LABEL}>
              From
            </label>
            <input
              id={`${uid}-from`}
              type="date"
              value={range.from}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
              className={`${CONTROL} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-to`} className={LABEL}>
              To
            </label>
            <input
              id={`${uid}-to`}
              type="date"
              value={range.to}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-error` : undefined}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
              className={`${CONTROL} mt-1`}
            />
          </div>
          <Button type="submit" variant="secondary" className="col-span-2 min-h-10 px-5! py-2! sm:col-span-1">
            Show
          </Button>
          {error && (
            <p id={`${uid}-error`} role="alert" className="col-span-2 text-sm text-madder sm:col-span-3">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
