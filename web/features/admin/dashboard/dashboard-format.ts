// How the dashboard writes dates and counts: days and times in Pakistan time (the shop's clock), counts with their noun.
import { pakistanDateTime } from '../../../../domain/pakistan-time.ts';

/** '2026-03-07' (already a Pakistan day) -> '7 Mar'. */
export function dayLabel(
  day: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
}

/** An order's time as the shop reads it: '7 Mar, 3:40 pm'. */
export const orderTime = (iso: string): string => pakistanDateTime(iso, { year: false });

/** 1 -> '1 order', 3 -> '3 orders'. */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-PK')} ${n === 1 ? singular : plural}`;
}
