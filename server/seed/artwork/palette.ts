// Colour maths and the derivation of a full, harmonious palette from a product's 1-4 colours.

interface Rgb {
  r: number;
  g: number;
  b: number;
}
interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Parses '#rgb' or '#rrggbb'; anything unparsable becomes a neutral sand so artwork never breaks. */
export function parseHex(hex: string): Rgb {
  const clean = hex.trim().replace(/^#/, '');
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return { r: 216, g: 194, b: 157 };
  const v = parseInt(full, 16);
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: f(hue + 1 / 3) * 255, g: f(hue) * 255, b: f(hue - 1 / 3) * 255 };
}

export function hsl(hex: string): Hsl {
  return rgbToHsl(parseHex(hex));
}

export function fromHsl(h: number, s: number, l: number): string {
  return toHex(hslToRgb({ h, s: clamp01(s), l: clamp01(l) }));
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}

/** Linear mix in RGB: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

/** Darkens toward a warm near-black rather than pure black, which reads as shadow on cloth. */
export function darken(hex: string, amount: number): string {
  return mix(hex, '#1b1410', amount);
}

/** Perceived luminance 0..1, used to pick contrasting thread colours. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Shifts hue and sets lightness, keeping some of the original saturation. */
export function shift(hex: string, dh: number, l: number, sMul = 1): string {
  const c = hsl(hex);
  return fromHsl(c.h + dh, Math.min(0.85, c.s * sMul), l);
}

/** Every colour an artwork needs, derived from the product colours. */
export interface Palette {
  /** The cloth itself (colors[0]). */
  base: string;
  baseDark: string;
  baseLight: string;
  /** Main print / thread colour. */
  ink: string;
  /** Secondary print / thread colour. */
  ink2: string;
  /** Gold or ivory highlight: zari, buttons, dots. */
  accent: string;
  /** Background of hem and cuff bands. */
  band: string;
  /** Seams and outlines: a deep shade of the cloth. */
  outline: string;
  /** Companion plain cloth (inner kurta, trousers). */
  plain: string;
  /** Very light warm backdrop tinted toward the cloth. */
  backdrop: string;
  isLight: boolean;
}

const GOLD = '#c9a24a';
const IVORY = '#f4ead5';

export function derivePalette(colors: readonly string[]): Palette {
  const list = colors.length > 0 ? colors : ['#c8643b'];
  const base = toHex(parseHex(list[0] as string));
  const lum = luminance(base);
  const isLight = lum > 0.62;
  const c = hsl(base);
  const neutral = c.s < 0.12;
  // With one colour we invent prints in the same hue family: a deep shade on light cloth,
  // a pale tint on dark cloth, plus a complementary-leaning secondary thread.
  const derivedInk = neutral
    ? isLight
      ? '#7a2e2a'
      : '#e9dcc0'
    : isLight
      ? shift(base, -8, 0.3, 1.1)
      : shift(base, 10, Math.min(0.86, c.l + 0.42), 0.9);
  const ink = list[1] !== undefined ? toHex(parseHex(list[1])) : derivedInk;
  const derivedInk2 = neutral
    ? isLight
      ? '#2f5d62'
      : '#c98a5a'
    : isLight
      ? shift(base, 150, 0.36, 0.7)
      : shift(base, -150, 0.62, 0.7);
  const ink2 = list[2] !== undefined ? toHex(parseHex(list[2])) : derivedInk2;
  const accent =
    list[3] !== undefined ? toHex(parseHex(list[3])) : lum > 0.75 ? GOLD : luminance(ink) > 0.7 ? GOLD : IVORY;
  const band =
    list[1] !== undefined ? ink : isLight ? shift(base, -5, Math.max(0.22, c.l - 0.45), 1) : darken(base, 0.35);
  return {
    base,
    baseDark: darken(base, 0.28),
    baseLight: lighten(base, 0.35),
    ink,
    ink2,
    accent,
    band,
    outline: darken(base, isLight ? 0.45 : 0.55),
    plain: isLight ? mix(IVORY, base, 0.12) : mix('#f6f0e4', base, 0.1),
    backdrop: mix('#f3ede4', base, 0.07),
    isLight,
  };
}
