// Tiny SVG-building helpers: number formatting, unique ids and a defs collector.

/** Rounds to one decimal so the markup stays small. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Three decimals: for gradient fractions and opacities, where one decimal is too coarse. */
export function f3(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}

/** "x,y" pair for path data. */
export function pt(x: number, y: number): string {
  return `${n(x)},${n(y)}`;
}

/**
 * Collects <defs> entries and hands out ids unique within one document, so
 * several garments (hero, category banners) can share a single SVG without clashes.
 */
export class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  id(name: string): string {
    this.counter += 1;
    return `${this.prefix}${name}${this.counter.toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  private readonly cache = new Map<string, string>();

  /** Returns the id of a def created once per document (shared gradients), building it on first use. */
  shared(key: string, make: () => string): string {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const id = make();
    this.cache.set(key, id);
    return id;
  }

  /** Wraps the body into a complete standalone SVG document. */
  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** A linear gradient def; stops are [offset 0..1, colour, opacity]. */
export function linearGradient(
  doc: SvgDoc,
  stops: ReadonlyArray<readonly [number, string, number]>,
  coords: { x1: number; y1: number; x2: number; y2: number },
  userSpace = false,
): string {
  const id = doc.id('lg');
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  doc.def(
    `<linearGradient id="${id}" x1="${f3(coords.x1)}" y1="${f3(coords.y1)}" x2="${f3(coords.x2)}" y2="${f3(coords.y2)}"${units}>` +
      stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}" stop-opacity="${f3(a)}"/>`).join('') +
      `</linearGradient>`,
  );
  return id;
}

/** A radial gradient def in objectBoundingBox units by default. */
export function radialGradient(
  doc: SvgDoc,
  stops: ReadonlyArray<readonly [number, string, number]>,
  geom: { cx: number; cy: number; r: number; fx?: number; fy?: number },
  userSpace = false,
): string {
  const id = doc.id('rg');
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  const focus = geom.fx !== undefined && geom.fy !== undefined ? ` fx="${f3(geom.fx)}" fy="${f3(geom.fy)}"` : '';
  doc.def(
    `<radialGradient id="${id}" cx="${f3(geom.cx)}" cy="${f3(geom.cy)}" r="${f3(geom.r)}"${focus}${units}>` +
      stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}" stop-opacity="${f3(a)}"/>`).join('') +
      `</radialGradient>`,
  );
  return id;
}

/**
 * Where a local drawing frame sits on the canvas: uniform scale, then translation.
 * Build it with `placement` so the numbers suit pixel-aligned pattern tiles (see patterns.ts).
 */
export interface Placement {
  s: number;
  tx: number;
  ty: number;
}

export const IDENTITY: Placement = { s: 1, tx: 0, ty: 0 };

/** Scale snapped down to a multiple of 1/1024 (exact in binary and in decimal), whole-pixel offsets. */
export function placement(s: number, tx: number, ty: number): Placement {
  return { s: Math.max(1, Math.floor(s * 1024)) / 1024, tx: Math.round(tx), ty: Math.round(ty) };
}

export function placeTransform(p: Placement): string {
  return `translate(${p.tx},${p.ty}) scale(${p.s})`;
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);

/**
 * Pattern transform cancelling the frame's scale so tiles land 1:1 on device pixels.
 * librsvg reads transforms as 32-bit floats and, measured, renders a repeating pattern
 * several times slower when the combined scale falls even a hair below 1; so the inverse
 * is rounded up to the next float32 that keeps scale x inverse >= 1.
 */
export function alignTransform(p: Placement): string {
  if (p.s === 1) return '';
  f32[0] = 1 / p.s;
  while (Math.fround(p.s) * (f32[0] as number) < 1) i32[0] = (i32[0] as number) + 1;
  return `scale(${(f32[0] as number).toPrecision(9)})`;
}
