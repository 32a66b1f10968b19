// The size guide's centimetres: each figure of a single value or a range converted, to the nearest half centimetre.
import { describe, expect, it } from 'vitest';
import { measurementIn } from './size-units.ts';

describe('measurementIn', () => {
  it.each([
    ['41', '104'],
    ['13.5', '34.5'],
    ['38-40', '96.5-101.5'],
    ['15.5', '39.5'],
    ['', ''],
  ])('%s in is %s cm', (inches, centimetres) => {
    expect(measurementIn(inches, 'cm')).toBe(centimetres);
  });

  it('leaves inches as written', () => {
    expect(measurementIn('38-40', 'in')).toBe('38-40');
  });
});
