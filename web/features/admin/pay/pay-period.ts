// The periods an artisan's earnings are read for, in Pakistan days (the shop's clock, whatever the browser's zone):
// this week and last week (Monday to Sunday), this month (the 1st to its last day) or a range of two dates; and the
// words and file names that name a period.
import { pakistanDate, pakistanDay } from '../../../../domain/pakistan-time.ts';

export const PERIOD_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  custom: 'Dates…',
};

/** Both ends included, as GET /workshop/artisans/{id}/earnings takes them: 'YYYY-MM-DD'. */
export interface PayPeriod {
  from: string;
  to: string;
}

/** A calendar day `days` after `day` (before, when negative); days are counted in UTC so no zone shifts them. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in: the workshop's week runs Monday to Sunday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The period a preset means on the Pakistan day of `now`. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date = new Date()): PayPeriod {
  const today = pakistanDay(now);
  const monday = mondayOf(today);
  if (preset === 'thisWeek') return { from: monday, to: addDays(monday, 6) };
  if (preset === 'lastWeek') return { from: addDays(monday, -7), to: addDays(monday, -1) };
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** '23 Nov 2026', for a 'YYYY-MM-DD' day (noon UTC is the same day in Pakistan). */
export const dayLabel = (day: string) => pakistanDate(`${day}T12:00:00Z`);

/** '23 Nov 2026 to 29 Nov 2026', or the one day when the period is a single day. */
export const periodLabel = ({ from, to }: PayPeriod) =>
  from === to ? dayLabel(from) : `${dayLabel(from)} to ${dayLabel(to)}`;
