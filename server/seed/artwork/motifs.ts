// Path-data generators for the small textile motifs (petals, leaves, paisley, stars) the pattern tiles reuse.
import { n, pt } from './svg.ts';

const TAU = Math.PI * 2;

function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Pointed petals radiating from a centre, as one path (one node, cheap to render). */
export function petalsPath(cx: number, cy: number, r: number, count: number, rot = 0, width = 0.55): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rot + (i / count) * TAU;
    const [tx, ty] = polar(cx, cy, r, a);
    const [ax, ay] = polar(cx, cy, r * 0.62, a - width);
    const [bx, by] = polar(cx, cy, r * 0.62, a + width);
    d += `M${pt(cx, cy)}Q${pt(ax, ay)} ${pt(tx, ty)}Q${pt(bx, by)} ${pt(cx, cy)}Z`;
  }
  return d;
}

/** Rounded petals (like a stamped daisy) as one path. */
export function roundPetalsPath(cx: number, cy: number, r: number, count: number, rot = 0): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rot + (i / count) * TAU;
    const [ax, ay] = polar(cx, cy, r * 1.15, a - 0.42);
    const [bx, by] = polar(cx, cy, r * 1.15, a + 0.42);
    d += `M${pt(cx, cy)}C${pt(ax, ay)} ${pt(bx, by)} ${pt(cx, cy)}Z`;
  }
  return d;
}

/** A single leaf from (x,y) pointing at angle a. */
export function leafPath(x: number, y: number, len: number, a: number, width = 0.35): string {
  const [tx, ty] = polar(x, y, len, a);
  const [ax, ay] = polar(x, y, len * 0.55, a - width);
  const [bx, by] = polar(x, y, len * 0.55, a + width);
  return `M${pt(x, y)}Q${pt(ax, ay)} ${pt(tx, ty)}Q${pt(bx, by)} ${pt(x, y)}Z`;
}

/** Regular star polygon with `points` tips, alternating outer/inner radius. */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rot = -Math.PI / 2,
): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const [x, y] = polar(cx, cy, r, rot + (i / (points * 2)) * TAU);
    d += `${i === 0 ? 'M' : 'L'}${pt(x, y)}`;
  }
  return `${d}Z`;
}

/** Diamond (rhombus) centred at (cx,cy). */
export function diamondPath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${pt(cx, cy - ry)}L${pt(cx + rx, cy)}L${pt(cx, cy + ry)}L${pt(cx - rx, cy)}Z`;
}

/** Several small dots as one path of tiny circles (arcs). */
export function dotsPath(points: ReadonlyArray<readonly [number, number]>, r: number): string {
  return points
    .map(([x, y]) => `M${pt(x - r, y)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`)
    .join('');
}

/** Dots evenly spaced on a ring. */
export function ringDots(cx: number, cy: number, r: number, count: number, dotR: number, rot = 0): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) pts.push(polar(cx, cy, r, rot + (i / count) * TAU));
  return dotsPath(pts, dotR);
}

/**
 * The buta (paisley): a round-bottomed teardrop whose tip leans right and hooks over.
 * Drawn in a unit box (about -1..1) so callers place it with a transform.
 */
export const PAISLEY =
  'M.05,.95C-.55,.95-.75,.35-.6,-.05C-.45,-.55 0,-.85 .35,-1C.52,-1.06 .64,-.94 .5,-.84C.32,-.7 .55,-.45 .6,-.1C.7,.5 .5,.95 .05,.95Z';
/** Inner contour of the paisley, for the second block colour. */
export const PAISLEY_INNER =
  'M.03,.7C-.3,.7-.42,.35-.34,.08C-.26,-.2 0,-.38 .2,-.48C.26,-.3 .36,-.18 .38,0C.42,.36 .3,.7 .03,.7Z';
