// Tests for the named-colour table and its lookup helpers.
import { describe, it, expect } from 'vitest';
import { NAMED_COLORS, FALLBACK_COLOR_HEX, DEFAULT_MODAL_COLORS, colorHex, isNamedColor } from './colors.ts';
import { DEFAULT_PRODUCT_COLORS } from './catalog.ts';

describe('colorHex', () => {
  it('finds a colour whatever its case and extra spaces', () => {
    expect(colorHex('Navy Blue')).toBe(NAMED_COLORS['Navy Blue']);
    expect(colorHex('navy blue')).toBe(NAMED_COLORS['Navy Blue']);
    expect(colorHex('  NAVY   blue ')).toBe(NAMED_COLORS['Navy Blue']);
    expect(colorHex('ajrak red')).toBe(NAMED_COLORS['Ajrak Red']);
  });

  it('gives the grey fallback for an unknown name', () => {
    expect(FALLBACK_COLOR_HEX).toBe('#9ca3af');
    expect(colorHex('Unicorn Sparkle')).toBe(FALLBACK_COLOR_HEX);
    expect(colorHex('')).toBe(FALLBACK_COLOR_HEX);
  });
});

describe('isNamedColor', () => {
  it('accepts known names case-insensitively and rejects others', () => {
    expect(isNamedColor('Ferozi')).toBe(true);
    expect(isNamedColor('mehndi')).toBe(true);
    expect(isNamedColor('Bluish')).toBe(false);
  });
});

describe('NAMED_COLORS', () => {
  const names = Object.keys(NAMED_COLORS);

  it('maps every name to a lowercase #rrggbb hex', () => {
    for (const [name, hex] of Object.entries(NAMED_COLORS)) {
      expect(hex, name).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has between 90 and 100 names', () => {
    expect(names.length).toBeGreaterThanOrEqual(90);
    expect(names.length).toBeLessThanOrEqual(100);
  });

  it('has names unique case-insensitively, trimmed, with single spaces', () => {
    const lowered = names.map((n) => n.toLowerCase());
    expect(new Set(lowered).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^\S+( \S+)*$/);
  });

  it('contains every default colour', () => {
    for (const c of [...DEFAULT_PRODUCT_COLORS, ...DEFAULT_MODAL_COLORS]) {
      expect(isNamedColor(c), c).toBe(true);
      expect(Object.hasOwn(NAMED_COLORS, c), c).toBe(true);
    }
  });
});
