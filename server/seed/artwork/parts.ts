// Reusable garment parts: sleeves, the tunic body (kurta/kameez), trousers and necklines.
import {
  button,
  clothPiece,
  edgeTrim,
  hemBand,
  seam,
  streaks,
  symPath,
  tassel,
  type Box,
  type Pt,
  type Streak,
} from './cloth.ts';
import { darken, mix, type Palette } from './palette.ts';
import type { Fabric } from './patterns.ts';
import type { Rng } from './prng.ts';
import { n, pt, type SvgDoc } from './svg.ts';

/** Everything a part needs to draw itself. */
export interface Ctx {
  doc: SvgDoc;
  pal: Palette;
  /** The patterned cloth of the product. */
  fabric: Fabric;
  /** Plain companion cloth (inner kurta, trousers) sharing the product's band. */
  plain: Fabric;
  back: boolean;
  rng: Rng;
}

/** Drawn markup plus the silhouette paths (for the drop shadow) and the extent. */
export interface Drawn {
  svg: string;
  sil: string[];
  box: Box;
}

export function boxOf(points: readonly Pt[]): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export interface SleeveSpec {
  shoulder: Pt;
  armpit: Pt;
  /** Degrees away from vertical, outward. */
  angle: number;
  length: number;
  cuffW: number;
  cuffH: number;
  /** Puff sleeves balloon out and gather into a narrow cuff. */
  puff?: boolean;
}

/** One sleeve on the right side (side=1) or mirrored to the left (side=-1). */
export function sleeve(ctx: Ctx, spec: SleeveSpec, side: 1 | -1, cloth: Fabric): Drawn {
  const a = (spec.angle * Math.PI) / 180;
  const sh: Pt = [spec.shoulder[0] * side, spec.shoulder[1]];
  const ap: Pt = [spec.armpit[0] * side, spec.armpit[1]];
  const dir: Pt = [Math.sin(a) * side, Math.cos(a)];
  const out: Pt = [Math.cos(a) * side, -Math.sin(a)];
  const top = lerp(sh, ap, 0.5);
  const cc: Pt = [top[0] + dir[0] * spec.length, top[1] + dir[1] * spec.length];
  const co: Pt = [cc[0] + (out[0] * spec.cuffW) / 2, cc[1] + (out[1] * spec.cuffW) / 2];
  const ci: Pt = [cc[0] - (out[0] * spec.cuffW) / 2, cc[1] - (out[1] * spec.cuffW) / 2];
  const bulge = spec.puff ? 48 : 10;
  const midO = lerp(sh, co, 0.45);
  const cO: Pt = [midO[0] + out[0] * bulge, midO[1] + out[1] * bulge];
  const midI = lerp(ap, ci, 0.5);
  const cI: Pt = [midI[0] - out[0] * (spec.puff ? 20 : 4), midI[1] - out[1] * (spec.puff ? 20 : 4)];
  // The hidden part tucks under the body so the armhole seam of the body covers the join.
  const tuck1: Pt = [ap[0] - side * 40, ap[1] - 30];
  const tuck2: Pt = [sh[0] - side * 30, sh[1] + 12];
  const cuffMid = lerp(co, ci, 0.5);
  const hemC: Pt = [cuffMid[0] + dir[0] * 8, cuffMid[1] + dir[1] * 8];
  const d =
    `M${pt(...sh)}Q${pt(...cO)} ${pt(...co)}Q${pt(...hemC)} ${pt(...ci)}Q${pt(...cI)} ${pt(...ap)}` +
    `L${pt(...tuck1)}L${pt(...tuck2)}Z`;
  const t = 1 - spec.cuffH / spec.length;
  const b1 = lerp(sh, co, t);
  const b2 = lerp(ap, ci, t);
  const far = (p: Pt, k: number): Pt => [p[0] + dir[0] * k, p[1] + dir[1] * k];
  const o = (p: Pt, k: number): Pt => [p[0] + out[0] * k, p[1] + out[1] * k];
  const cuff = `M${pt(...o(b1, 40))}L${pt(...o(far(co, 30), 40))}L${pt(...o(far(ci, 30), -40))}L${pt(...o(b2, -40))}Z`;
  const edge = `M${pt(...o(b1, 30))}L${pt(...o(b2, -30))}`;
  const folds: Streak[] = [
    { x0: top[0] + out[0] * 10, y0: top[1] + 40, w0: 10, x1: cc[0] + out[0] * 14, y1: cc[1] - 30, w1: 22, dark: true },
    { x0: top[0] - out[0] * 25, y0: top[1] + 60, w0: 8, x1: cc[0] - out[0] * 18, y1: cc[1] - 40, w1: 16, dark: false },
  ];
  const cuffFabric = ctx.fabric;
  const inner =
    streaks(ctx.doc, folds) +
    `<path d="${cuff}" fill="${cuffFabric.band}"/>` +
    `<path d="${edge}" stroke="${cuffFabric.bandEdge}" stroke-width="3"/>`;
  const box = boxOf([sh, ap, co, ci, cO, tuck1, tuck2]);
  return {
    svg: clothPiece(ctx.doc, { d, fill: cloth.fill, box, fabric: cloth, outline: ctx.pal.outline, inner }),
    sil: [d],
    box,
  };
}

export type Collar = 'round' | 'mandarin' | 'v';

export interface TunicSpec {
  neckW: number;
  neckDepth: number;
  shoulderW: number;
  shoulderDrop: number;
  armpitW: number;
  armpitY: number;
  waistW: number;
  waistY: number;
  hemW: number;
  hemY: number;
  hemSag: number;
  sleeve: Omit<SleeveSpec, 'shoulder' | 'armpit'>;
  slitY: number | null;
  collar: Collar;
  buttons: number;
  hemBandH: number;
}

/** Neckline curve from the left neck point through the centre dip to the right neck point. */
export function neckCurve(w: number, depth: number, collar: Collar): string {
  if (collar === 'v') return `M${pt(-w, 0)}L0,${n(depth)}L${pt(w, 0)}`;
  return `M${pt(-w, 0)}Q${pt(-w * 0.92, depth * 0.98)} 0,${n(depth)}Q${pt(w * 0.92, depth * 0.98)} ${pt(w, 0)}`;
}

/** The inside of the back of the garment, seen through the front neckline. */
export function neckInside(ctx: Ctx, w: number, depth: number, collar: Collar): string {
  const back = ctx.back ? 0 : -14;
  const d = `${neckCurve(w, depth, collar)}Q0,${n(back - 8)} ${pt(-w, 0)}Z`;
  // The same cloth, in the shadow inside the garment.
  return `<path d="${d}" fill="${ctx.fabric.fill}"/><path d="${d}" fill="#1b1410" opacity=".45"/>`;
}

/** A standing band collar for boys' kurtas. */
export function mandarinCollar(ctx: Ctx, w: number, cloth: Fabric): string {
  const d = `M${pt(-w, 2)}Q${pt(-w, -20)} ${pt(-w + 6, -22)}Q0,-28 ${pt(w - 6, -22)}Q${pt(w, -20)} ${pt(w, 2)}Q0,-6 ${pt(-w, 2)}Z`;
  return (
    `<path d="${d}" fill="${cloth.fill}"/><path d="${d}" fill="#000" opacity=".12"/>` +
    `<path d="${d}" fill="none" stroke="${ctx.pal.outline}" stroke-width="2" stroke-opacity=".6"/>`
  );
}

/** The straight tunic used for kurtas, kameez and the kurta under a waistcoat. */
export function tunic(ctx: Ctx, s: TunicSpec, cloth: Fabric, withBands = true): Drawn {
  const neckDepth = ctx.back ? Math.min(s.neckDepth, 26) : s.neckDepth;
  const neckStart: Pt = [0, neckDepth];
  const neckSeg =
    s.collar === 'v' && !ctx.back
      ? { L: [s.neckW, 0] as Pt }
      : {
          Q: [
            [s.neckW * 0.92, neckDepth * 0.98],
            [s.neckW, 0],
          ] as const,
        };
  const d = symPath(neckStart, [
    neckSeg,
    { L: [s.shoulderW, s.shoulderDrop] },
    {
      Q: [
        [s.armpitW + 6, (s.shoulderDrop + s.armpitY) / 2],
        [s.armpitW, s.armpitY],
      ],
    },
    {
      C: [
        [s.waistW, s.armpitY + 90],
        [s.waistW - 4, s.waistY - 80],
        [s.waistW, s.waistY],
      ],
    },
    { L: [s.hemW, s.hemY] },
    {
      Q: [
        [s.hemW * 0.5, s.hemY + s.hemSag],
        [0, s.hemY + s.hemSag],
      ],
    },
  ]);
  const box: Box = { x0: -s.hemW - 10, y0: -10, x1: s.hemW + 10, y1: s.hemY + s.hemSag + 5 };
  const sl = [1, -1].map((side) =>
    sleeve(
      ctx,
      { ...s.sleeve, shoulder: [s.shoulderW - 4, s.shoulderDrop], armpit: [s.armpitW - 4, s.armpitY] },
      side as 1 | -1,
      cloth,
    ),
  );
  const rng = ctx.rng;
  const folds: Streak[] = [];
  for (const side of [1, -1]) {
    folds.push({
      x0: side * (s.waistW * 0.55),
      y0: s.waistY - 60,
      w0: 14,
      x1: side * (s.hemW * 0.62 + rng.jitter(8)),
      y1: s.hemY,
      w1: 34,
      dark: true,
    });
    folds.push({
      x0: side * (s.waistW * 0.3),
      y0: s.waistY + 40,
      w0: 10,
      x1: side * (s.hemW * 0.32 + rng.jitter(8)),
      y1: s.hemY,
      w1: 26,
      dark: false,
    });
  }
  folds.push({
    x0: rng.jitter(10),
    y0: s.armpitY + 40,
    w0: 26,
    x1: rng.jitter(20),
    y1: s.waistY + 60,
    w1: 46,
    dark: false,
  });
  let inner = streaks(ctx.doc, folds);
  if (withBands) {
    inner += hemBand(ctx.fabric, s.hemW, s.hemY, s.hemSag / 2, s.hemBandH);
    const trimW = ctx.fabric.heavyTrim && !ctx.back ? 46 : 12;
    if (s.collar !== 'mandarin')
      inner += edgeTrim(neckCurve(s.neckW, neckDepth, ctx.back ? 'round' : s.collar), ctx.fabric, trimW);
  }
  let top = '';
  if (s.slitY !== null) {
    // Side slits: the front panel's edge shows as a seam ending in a small bar-tack.
    for (const side of [1, -1]) {
      const xTop = side * (s.waistW + (s.hemW - s.waistW) * ((s.slitY - s.waistY) / (s.hemY - s.waistY)) - side * 12);
      const xBot = side * (s.hemW - 14);
      top += `<path d="M${pt(xTop, s.slitY)}L${pt(xBot, s.hemY + 4)}" stroke="${ctx.pal.outline}" stroke-width="2.4" stroke-opacity=".55"/>`;
      top += `<path d="M${pt(xTop - 9, s.slitY)}h18" stroke="${ctx.pal.accent}" stroke-width="4"/>`;
    }
  }
  if (!ctx.back && s.buttons > 0) {
    const py0 = s.collar === 'mandarin' ? 0 : neckDepth;
    const py1 = py0 + 60 + s.buttons * 42;
    top += `<path d="M-14,${n(py0)}L-14,${n(py1)}L14,${n(py1)}L14,${n(py0)}" fill="none" stroke="${ctx.pal.outline}" stroke-width="2" stroke-opacity=".45"/>`;
    for (let i = 0; i < s.buttons; i++)
      top += button(0, py0 + 30 + i * 42, 7, ctx.pal.accent, darken(ctx.pal.accent, 0.4));
  }
  if (ctx.back && s.collar !== 'mandarin') {
    // Back neck: a short placket closed with a dori that ends in two tassels.
    top += seam(`M0,${n(neckDepth)}L0,${n(neckDepth + 90)}`, ctx.pal.outline, 2);
    top += tassel(-6, neckDepth + 10, 120, mix(ctx.pal.accent, ctx.pal.ink, 0.3), ctx.pal.accent);
    top += tassel(6, neckDepth + 10, 140, mix(ctx.pal.accent, ctx.pal.ink, 0.3), ctx.pal.accent);
  }
  const body = clothPiece(ctx.doc, { d, fill: cloth.fill, box, fabric: cloth, outline: ctx.pal.outline, inner, top });
  const neck =
    s.collar === 'mandarin'
      ? mandarinCollar(ctx, s.neckW + 6, cloth)
      : neckInside(ctx, s.neckW, neckDepth, ctx.back ? 'round' : s.collar);
  const svg =
    (sl[0] as Drawn).svg +
    (sl[1] as Drawn).svg +
    (s.collar === 'mandarin' ? '' : neck) +
    body +
    (s.collar === 'mandarin' ? neck : '');
  return {
    svg,
    sil: [...(sl[0] as Drawn).sil, ...(sl[1] as Drawn).sil, d],
    box: { ...box, x0: Math.min(box.x0, (sl[1] as Drawn).box.x0), x1: Math.max(box.x1, (sl[0] as Drawn).box.x1) },
  };
}

/** Trousers: gathered shalwar (balloon legs, pleated cuffs) or a straight pajama. */
export function trousers(
  ctx: Ctx,
  topY: number,
  bottomY: number,
  topW: number,
  style: 'shalwar' | 'pajama',
  cloth: Fabric,
): Drawn {
  const crotch = topY + (bottomY - topY) * (style === 'shalwar' ? 0.5 : 0.35);
  const ankleO = style === 'shalwar' ? topW * 0.72 : topW * 0.82;
  const ankleI = style === 'shalwar' ? topW * 0.22 : topW * 0.3;
  const leg = (side: 1 | -1): string => {
    const x = (v: number): number => v * side;
    const balloon = style === 'shalwar' ? 34 : 6;
    return (
      `M${pt(x(6), topY)}L${pt(x(topW), topY)}` +
      `C${pt(x(topW + balloon), topY + (bottomY - topY) * 0.35)} ${pt(x(ankleO + balloon * 0.6), bottomY - 90)} ${pt(x(ankleO), bottomY)}` +
      `L${pt(x(ankleI), bottomY)}C${pt(x(ankleI - 6), bottomY - 120)} ${pt(x(14), crotch + 60)} ${pt(x(6), crotch)}Z`
    );
  };
  const folds = (side: 1 | -1): Streak[] => {
    const list: Streak[] = [];
    const count = style === 'shalwar' ? 4 : 2;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.7) / (count + 0.4);
      list.push({
        x0: side * (20 + (topW - 30) * t),
        y0: topY + 20,
        w0: 16,
        x1: side * (ankleI + (ankleO - ankleI) * (0.2 + 0.6 * t)),
        y1: bottomY - 30,
        w1: style === 'shalwar' ? 8 : 14,
        dark: i % 2 === 0,
      });
    }
    return list;
  };
  const cuffH = style === 'shalwar' ? 42 : 26;
  const parts = ([1, -1] as const).map((side) => {
    const d = leg(side);
    const box = boxOf([
      [side * 6, topY],
      [side * (topW + 40), bottomY],
    ]);
    const cuff = `<rect x="-3000" y="${n(bottomY - cuffH)}" width="6000" height="${cuffH + 10}" fill="${ctx.fabric.band}"/><path d="M-3000,${n(bottomY - cuffH)}H3000" stroke="${ctx.fabric.bandEdge}" stroke-width="3"/>`;
    return {
      svg: clothPiece(ctx.doc, {
        d,
        fill: cloth.fill,
        box,
        fabric: cloth,
        outline: ctx.pal.outline,
        inner: streaks(ctx.doc, folds(side)) + cuff,
      }),
      d,
    };
  });
  return {
    svg: parts.map((p) => p.svg).join(''),
    sil: parts.map((p) => p.d),
    box: { x0: -topW - 40, y0: topY, x1: topW + 40, y1: bottomY },
  };
}
