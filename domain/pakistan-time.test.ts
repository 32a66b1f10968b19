// Dates in Pakistan time whatever the machine's zone: run with the process in UTC, as a server or a shopper abroad is.
import { describe, expect, it } from 'vitest';
import { pakistanDate, pakistanDateTime, pakistanDay, pakistanMonth, pakistanYear } from './pakistan-time.ts';

// Node applies a changed TZ to the dates made after it; the helpers must not depend on it.
process.env.TZ = 'UTC';

describe('Pakistan time', () => {
  const placed = '2026-11-25T20:30:00.000Z';

  it('shows an order placed at 20:30 UTC at 1:30 the next morning, PKT', () => {
    expect(new Date(placed).getHours()).toBe(20);
    expect(pakistanDateTime(placed, { zone: true })).toBe('26 Nov 2026, 1:30 am PKT');
    expect(pakistanDateTime(placed)).toBe('26 Nov 2026, 1:30 am');
    expect(pakistanDateTime(placed, { year: false })).toBe('26 Nov, 1:30 am');
  });

  it("dates by Pakistan's calendar", () => {
    expect(pakistanDate(placed)).toBe('26 Nov 2026');
    expect(pakistanDate(placed, { month: 'long' })).toBe('26 November 2026');
    expect(pakistanDate(new Date(placed), { year: false })).toBe('26 Nov');
    expect(pakistanDay(placed)).toBe('2026-11-26');
  });

  it('turns the month and the year at Pakistan midnight, not UTC midnight', () => {
    const newYear = Date.parse('2026-12-31T19:00:00.000Z');
    expect(pakistanDateTime(newYear)).toBe('1 Jan 2027, 12:00 am');
    expect(pakistanMonth(newYear)).toBe('January');
    expect(pakistanYear(newYear)).toBe(2027);
    expect(pakistanMonth(newYear - 1)).toBe('December');
  });
});
