// Product names: '/' marks a line break; titles join the lines.
import { describe, expect, it } from 'vitest';
import { categoryLabel, nameLines, plainName } from './product-names.ts';

describe('product names', () => {
  it('splits at slashes and trims', () => {
    expect(nameLines('Indigo Ajrak Kurta / Hand Block-Printed')).toEqual(['Indigo Ajrak Kurta', 'Hand Block-Printed']);
    expect(nameLines('Plain Kurta')).toEqual(['Plain Kurta']);
    expect(plainName('A / B / C')).toBe('A – B – C');
  });

  it('capitalises a category for labels', () => {
    expect(categoryLabel('girl')).toBe('Girl');
  });
});
