// The pay periods in Pakistan days: weeks run Monday to Sunday, months from the 1st to their last day, whatever hour
// of the night it is in UTC; and the names a period and its statement file go by.
import { describe, expect, it } from 'vitest';
import { statementFileName } from '../../../../domain/workshop.ts';
import { addDays, mondayOf, periodLabel, presetPeriod } from './pay-period.ts';

describe('the week', () => {
  it('starts on the Monday, Sunday belonging to the week before it', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
  });

  it('this week and last week are Monday to Sunday, across a month’s end', () => {
    const thursday = new Date('2026-12-03T09:00:00Z');
    expect(presetPeriod('thisWeek', thursday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetPeriod('lastWeek', thursday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('is the Pakistan day’s week: Sunday 20:00 UTC is already Monday in Lahore', () => {
    const sundayEveningUtc = new Date('2026-11-29T20:00:00Z'); // Monday 01:00 PKT
    expect(presetPeriod('thisWeek', sundayEveningUtc)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetPeriod('lastWeek', sundayEveningUtc)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // 18:59 UTC on Sunday is still Sunday 23:59 PKT.
    expect(presetPeriod('thisWeek', new Date('2026-11-29T18:59:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});

describe('this month', () => {
  it('runs from the 1st to the month’s last day, in Pakistan time', () => {
    expect(presetPeriod('thisMonth', new Date('2026-11-15T12:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // 30 Nov 21:00 UTC is already 1 December in Pakistan.
    expect(presetPeriod('thisMonth', new Date('2026-11-30T21:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('knows February, leap years included', () => {
    expect(presetPeriod('thisMonth', new Date('2027-02-10T12:00:00Z')).to).toBe('2027-02-28');
    expect(presetPeriod('thisMonth', new Date('2028-02-10T12:00:00Z')).to).toBe('2028-02-29');
  });
});

describe('a period’s names', () => {
  it('reads as dates, one date for a single day', () => {
    expect(periodLabel({ from: '2026-11-23', to: '2026-11-29' })).toBe('23 Nov 2026 to 29 Nov 2026');
    expect(periodLabel({ from: '2026-11-23', to: '2026-11-23' })).toBe('23 Nov 2026');
  });

  it('names the statement file as the server does', () => {
    const period = { from: '2026-11-23', to: '2026-11-29' };
    expect(statementFileName('Nasreen Bibi', period, 'pdf')).toBe(
      'statement-Nasreen-Bibi-2026-11-23-to-2026-11-29.pdf',
    );
    expect(statementFileName('  ', period, 'csv')).toBe('statement-artisan-2026-11-23-to-2026-11-29.csv');
  });

  it('counts days across a year’s end', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-01-02', -3)).toBe('2026-12-30');
  });
});
