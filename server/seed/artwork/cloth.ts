// Renders one piece of cloth: fabric fill clipped to a path, woven texture, fold shading, bands and seam outline.
import type { Fabric } from './patterns.ts';
import { n, pt, linearGradient, type SvgDoc } from './svg.ts';

export type Pt = readonly [number, number];
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One outline segment of a right half-silhouette. */
export type Seg = { L: Pt } | { Q: readonly [Pt, Pt] } | { C: readonly [Pt, Pt, Pt] };

function mirror([x, y]: Pt): Pt {
  return [-x, y];
}

function segEnd(s: Seg): Pt {
  if ('L' in s) return s.L;
  if ('Q' in s) return s.Q[1];
  return s.C[2];
}

/**
 * Builds a closed left-right symmetric outline from its right half: `start` and the last
 * segment's end lie on the centre line (x=0); the left half is the mirrored reverse.
 */
export function symPath(start: Pt, segs: readonly Seg[]): string {
  const f = (p: Pt): string => pt(p[0], p[1]);
  let d = `M${f(start)}`;
  for (const s of segs) {
    if ('L' in s) d += `L${f(s.L)}`;
    else if ('Q' in s) d += `Q${f(s.Q[0])} ${f(s.Q[1])}`;
    else d += `C${f(s.C[0])} ${f(s.C[1])} ${f(s.C[2])}`;
  }
  const ends: Pt[] = [start, ...segs.map(segEnd)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const to = mirror(ends[i] as Pt);
    if ('L' in s) d += `L${f(to)}`;
    else if ('Q' in s) d += `Q${f(mirror(s.Q[0]))} ${f(to)}`;
    else d += `C${f(mirror(s.C[1]))} ${f(mirror(s.C[0]))} ${f(to)}`;
  }
  return `${d}Z`;
}

export function polyPath(points: readonly Pt[]): string {
  return `M${points.map((p) => pt(p[0], p[1])).join('L')}Z`;
}

function shadeH(doc: SvgDoc): string {
  // Across the width: darker at the sides where cloth turns away, a soft highlight left of centre.
  return doc.shared('shadeH', () =>
    linearGradient(
      doc,
      [
        [0, '#000', 0.26],
        [0.1, '#000', 0.08],
        [0.32, '#fff', 0.1],
        [0.5, '#fff', 0.02],
        [0.7, '#000', 0.04],
        [0.9, '#000', 0.12],
        [1, '#000', 0.28],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
}

function streakGrad(doc: SvgDoc, dark: boolean): string {
  return doc.shared(dark ? 'streakD' : 'streakL', () =>
    linearGradient(
      doc,
      dark
        ? [
            [0, '#000', 0],
            [0.55, '#000', 0.15],
            [0.7, '#000', 0.04],
            [1, '#000', 0],
          ]
        : [
            [0, '#fff', 0],
            [0.5, '#fff', 0.16],
            [1, '#fff', 0],
          ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
}

/** A soft fold: a tapered band shaded across its width, from (x0,y0,w0) to (x1,y1,w1). */
export interface Streak {
  x0: number;
  y0: number;
  w0: number;
  x1: number;
  y1: number;
  w1: number;
  dark: boolean;
}

export function streaks(doc: SvgDoc, list: readonly Streak[]): string {
  return list
    .map((s) => {
      const mx = (s.x0 + s.x1) / 2 + (s.x1 - s.x0) * 0.1;
      const my = (s.y0 + s.y1) / 2;
      const d =
        `M${pt(s.x0 - s.w0 / 2, s.y0)}L${pt(s.x0 + s.w0 / 2, s.y0)}` +
        `Q${pt(mx + (s.w0 + s.w1) / 4, my)} ${pt(s.x1 + s.w1 / 2, s.y1)}L${pt(s.x1 - s.w1 / 2, s.y1)}` +
        `Q${pt(mx - (s.w0 + s.w1) / 4, my)} ${pt(s.x0 - s.w0 / 2, s.y0)}Z`;
      return `<path d="${d}" fill="url(#${streakGrad(doc, s.dark)})"/>`;
    })
    .join('');
}

/** Border band along a curved hem: everything below a curve parallel to the hem, `h` above it. */
export function hemBand(fabric: Fabric, halfW: number, hemY: number, sag: number, h: number): string {
  const y = hemY - h;
  const curve = (dy: number): string => `M${pt(-halfW, y + dy)}Q${pt(0, y + dy + 2 * sag)} ${pt(halfW, y + dy)}`;
  return (
    `<path d="M-3000,${n(y)}L${pt(-halfW, y)}Q${pt(0, y + 2 * sag)} ${pt(halfW, y)}L3000,${n(y)}L3000,4000L-3000,4000Z" fill="${fabric.band}"/>` +
    `<path d="${curve(0)}" fill="none" stroke="${fabric.bandEdge}" stroke-width="3.5"/>` +
    `<path d="${curve(7)}" fill="none" stroke="${fabric.bandEdge}" stroke-width="1.3" stroke-dasharray="4 3" opacity=".8"/>` +
    `<path d="${curve(h - 10)}" fill="none" stroke="${fabric.bandEdge}" stroke-width="2" opacity=".9"/>`
  );
}

/** A trim along an edge path: a wide stroke of the band fill, half of it hidden by the piece's clip. */
export function edgeTrim(d: string, fabric: Fabric, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${fabric.bandEdge}" stroke-width="${n(width * 2 + 5)}"/>` +
    `<path d="${d}" fill="none" stroke="${fabric.band}" stroke-width="${n(width * 2)}"/>`
  );
}

export interface PieceSpec {
  d: string;
  fill: string;
  box: Box;
  fabric: Fabric;
  outline: string;
  /** Markup drawn inside the piece (clipped): bands, trims, folds. */
  inner?: string;
  /** Drawn after the shading, still clipped: details that should keep their own colour. */
  top?: string;
}

/** Fabric fill + clipped inner details + weave texture + fold shading + seam outline. */
export function clothPiece(doc: SvgDoc, p: PieceSpec): string {
  const clip = doc.id('cl');
  doc.def(`<clipPath id="${clip}"><path d="${p.d}"/></clipPath>`);
  const { x0, y0, x1, y1 } = p.box;
  const r = `x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}"`;
  return (
    `<path d="${p.d}" fill="${p.fill}"/>` +
    `<g clip-path="url(#${clip})">${p.inner ?? ''}` +
    `<rect ${r} fill="${p.fabric.weave}" opacity="${p.fabric.weaveOpacity}"/>` +
    `<rect ${r} fill="url(#${shadeH(doc)})"/>${p.top ?? ''}</g>` +
    `<path d="${p.d}" fill="none" stroke="${p.outline}" stroke-width="2.2" stroke-opacity=".6" stroke-linejoin="round"/>`
  );
}

/** A seam line of small running stitches. */
export function seam(d: string, color: string, width = 1.6): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-opacity=".55" stroke-dasharray="5 4"/>`;
}

/** Button: a disc with a highlight, reads as metal or horn. */
export function button(x: number, y: number, r: number, color: string, rim: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" stroke="${rim}" stroke-width="1.5"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="#fff" opacity=".55"/>`
  );
}

/** A hanging tassel (latkan/dori end): cord plus a small bell of threads. */
export function tassel(x: number, y: number, len: number, color: string, bead: string): string {
  const ty = y + len;
  return (
    `<path d="M${pt(x, y)}q${n(len * 0.1)},${n(len * 0.5)} 0,${n(len)}" fill="none" stroke="${color}" stroke-width="2.4"/>` +
    `<circle cx="${n(x)}" cy="${n(ty)}" r="5" fill="${bead}"/>` +
    `<path d="M${pt(x - 3, ty + 3)}L${pt(x - 8, ty + 30)}L${pt(x + 8, ty + 30)}L${pt(x + 3, ty + 3)}Z" fill="${color}"/>` +
    `<path d="M${pt(x - 4, ty + 10)}L${pt(x - 6, ty + 29)}M${pt(x, ty + 10)}L${pt(x, ty + 30)}M${pt(x + 4, ty + 10)}L${pt(x + 6, ty + 29)}" stroke="#000" stroke-opacity=".18" stroke-width="1"/>`
  );
}
