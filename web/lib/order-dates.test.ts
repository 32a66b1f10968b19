// Order dates read the same on every order screen and for every shopper: '12 Mar 2026' and '12 Mar 2026, 3:05 pm
// PKT', in Pakistan time even in a browser elsewhere.
import { describe, expect, it } from 'vitest';
import { orderDate, orderDateTime } from './order-dates.ts';

// A shopper abroad (UTC); Node applies a changed TZ to the dates formatted after it.
process.env.TZ = 'UTC';

describe('order dates', () => {
  it('shows the day, the short month and the year', () => {
    expect(orderDate('2026-03-12T10:05:00.000Z')).toBe('12 Mar 2026');
  });

  it("uses Pakistan's day: late evening in UTC is already tomorrow in Pakistan", () => {
    expect(orderDate('2026-03-12T20:05:00.000Z')).toBe('13 Mar 2026');
  });

  it('adds the time on a 12-hour clock, naming the zone', () => {
    expect(orderDateTime('2026-03-12T10:05:00.000Z')).toBe('12 Mar 2026, 3:05 pm PKT');
    expect(orderDateTime('2026-12-31T19:00:00.000Z')).toBe('1 Jan 2027, 12:00 am PKT');
  });
});
