// Garment silhouettes (front or back) in a local frame: x=0 is the centre line, y=0 the shoulder/neck line.
import type { GarmentKind } from '../demo-types.ts';
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
  type Seg,
  type Streak,
} from './cloth.ts';
import { darken, lighten, mix } from './palette.ts';
import { neckCurve, neckInside, sleeve, trousers, tunic, unionBox, type Ctx, type Drawn } from './parts.ts';
import { n, pt } from './svg.ts';

/** A drawn garment plus where a hanger would hold it. */
export interface GarmentArt extends Drawn {
  /** The y of the shoulder line (or rod) and half its width, for hangers. */
  hangY: number;
  hangHalfW: number;
}

/** Right half of a scalloped (gathered) hem from (x,y) to the centre line at y+sag. */
function scallops(x: number, y: number, sag: number, count: number, depth: number): Seg[] {
  const segs: Seg[] = [];
  let prev: Pt = [x, y];
  for (let k = 1; k <= count; k++) {
    const t = k / count;
    const p: Pt = [x * (1 - t), y + sag * Math.sin((t * Math.PI) / 2)];
    segs.push({ Q: [[(prev[0] + p[0]) / 2, (prev[1] + p[1]) / 2 + depth], p] });
    prev = p;
  }
  return segs;
}

/** Gathered-skirt folds fanning out from the waist to the hem. */
function fanFolds(ctx: Ctx, waistY: number, waistW: number, hemY: number, hemW: number, count: number): string {
  const list: Streak[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count - 0.5;
    list.push({
      x0: t * waistW * 1.8,
      y0: waistY + 10,
      w0: 6,
      x1: t * hemW * 1.9 + ctx.rng.jitter(10),
      y1: hemY,
      w1: 26 + ctx.rng.range(0, 22),
      dark: i % 2 === 0,
    });
  }
  return streaks(ctx.doc, list);
}

function bow(ctx: Ctx, x: number, y: number): string {
  const loop = (s: number): string =>
    `M${pt(x, y)}C${pt(x + s * 30, y - 34)} ${pt(x + s * 62, y - 12)} ${pt(x + s * 50, y + 8)}C${pt(x + s * 40, y + 22)} ${pt(x + s * 16, y + 8)} ${pt(x, y)}Z`;
  const tail = (s: number): string =>
    `M${pt(x, y)}L${pt(x + s * 36, y + 110)}L${pt(x + s * 18, y + 104)}L${pt(x + s * 8, y + 118)}Z`;
  const d = loop(1) + loop(-1) + tail(1) + tail(-1);
  return (
    `<path d="${d}" fill="${ctx.fabric.band}" stroke="${ctx.fabric.bandEdge}" stroke-width="2"/>` +
    `<path d="${d}" fill="#000" opacity=".12"/><circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${ctx.fabric.band}" stroke="${ctx.fabric.bandEdge}" stroke-width="2"/>`
  );
}

function kurta(ctx: Ctx): GarmentArt {
  const t = tunic(
    ctx,
    {
      neckW: 54,
      neckDepth: 100,
      shoulderW: 142,
      shoulderDrop: 22,
      armpitW: 150,
      armpitY: 215,
      waistW: 140,
      waistY: 430,
      hemW: 205,
      hemY: 955,
      hemSag: 16,
      sleeve: { angle: 13, length: 430, cuffW: 92, cuffH: 46 },
      slitY: 640,
      collar: ctx.rng.next() < 0.5 ? 'round' : 'v',
      buttons: 0,
      hemBandH: 90,
    },
    ctx.fabric,
  );
  return { ...t, hangY: 22, hangHalfW: 142 };
}

function shalwarKameez(ctx: Ctx): GarmentArt {
  const tr = trousers(ctx, 600, 1000, 150, 'shalwar', ctx.plain);
  const t = tunic(
    ctx,
    {
      neckW: 52,
      neckDepth: 90,
      shoulderW: 140,
      shoulderDrop: 22,
      armpitW: 148,
      armpitY: 210,
      waistW: 138,
      waistY: 420,
      hemW: 182,
      hemY: 740,
      hemSag: 12,
      sleeve: { angle: 11, length: 520, cuffW: 80, cuffH: 44 },
      slitY: 520,
      collar: 'round',
      buttons: 0,
      hemBandH: 70,
    },
    ctx.fabric,
  );
  return { svg: tr.svg + t.svg, sil: [...tr.sil, ...t.sil], box: unionBox([tr.box, t.box]), hangY: 22, hangHalfW: 140 };
}

function boysKurta(ctx: Ctx): GarmentArt {
  const tr = trousers(ctx, 560, 1000, 132, 'pajama', ctx.plain);
  const t = tunic(
    ctx,
    {
      neckW: 44,
      neckDepth: 26,
      shoulderW: 132,
      shoulderDrop: 20,
      armpitW: 140,
      armpitY: 200,
      waistW: 140,
      waistY: 400,
      hemW: 168,
      hemY: 640,
      hemSag: 8,
      sleeve: { angle: 10, length: 470, cuffW: 76, cuffH: 34 },
      slitY: 470,
      collar: 'mandarin',
      buttons: 4,
      hemBandH: 44,
    },
    ctx.fabric,
  );
  return { svg: tr.svg + t.svg, sil: [...tr.sil, ...t.sil], box: unionBox([tr.box, t.box]), hangY: 20, hangHalfW: 132 };
}

function waistcoat(ctx: Ctx): GarmentArt {
  // A plain kurta and pajama underneath; the patterned waistcoat is the product.
  const plainCtx: Ctx = {
    ...ctx,
    fabric: { ...ctx.plain, band: ctx.plain.fill, bandEdge: darken(ctx.pal.plain, 0.15) },
  };
  const tr = trousers(plainCtx, 760, 1000, 132, 'pajama', ctx.plain);
  const t = tunic(
    plainCtx,
    {
      neckW: 44,
      neckDepth: 26,
      shoulderW: 138,
      shoulderDrop: 20,
      armpitW: 146,
      armpitY: 205,
      waistW: 146,
      waistY: 420,
      hemW: 178,
      hemY: 830,
      hemSag: 8,
      sleeve: { angle: 10, length: 500, cuffW: 78, cuffH: 26 },
      slitY: 640,
      collar: 'mandarin',
      buttons: 0,
      hemBandH: 0,
    },
    ctx.plain,
    false,
  );
  const vDepth = ctx.back ? 20 : 215;
  const d = symPath(
    [0, vDepth],
    [
      ctx.back
        ? {
            Q: [
              [48, 20],
              [52, -4],
            ],
          }
        : { L: [52, -4] },
      { L: [130, 14] },
      {
        C: [
          [116, 80],
          [116, 205],
          [156, 262],
        ],
      },
      { L: [168, 560] },
      { L: ctx.back ? [60, 575] : [16, 598] },
      { L: ctx.back ? [0, 575] : [0, 588] },
    ],
  );
  const box: Box = { x0: -170, y0: -6, x1: 170, y1: 600 };
  const pal = ctx.pal;
  let inner = streaks(ctx.doc, [
    { x0: -90, y0: 280, w0: 12, x1: -110, y1: 580, w1: 26, dark: true },
    { x0: 80, y0: 300, w0: 10, x1: 100, y1: 580, w1: 22, dark: false },
  ]);
  // Piping runs around the whole edge of the waistcoat.
  inner += `<path d="${d}" fill="none" stroke="${ctx.fabric.bandEdge}" stroke-width="9"/><path d="${d}" fill="none" stroke="${ctx.fabric.band}" stroke-width="6"/>`;
  let top = '';
  if (ctx.back) {
    top += `<rect x="-70" y="410" width="140" height="26" rx="4" fill="${pal.baseDark}" opacity=".85"/><rect x="-14" y="406" width="28" height="34" rx="3" fill="none" stroke="${pal.accent}" stroke-width="4"/>`;
    top += seam('M0,20L0,405M0,440L0,575', pal.outline, 2);
  } else {
    top += `<path d="M0,${vDepth}L0,590" stroke="${pal.outline}" stroke-width="2.4" stroke-opacity=".6"/>`;
    for (let i = 0; i < 5; i++) top += button(-4, 250 + i * 72, 8.5, pal.accent, darken(pal.accent, 0.45));
    top += `<path d="M-118,205l48,-8" stroke="${ctx.fabric.band}" stroke-width="11"/><path d="M-118,205l48,-8" stroke="${pal.outline}" stroke-width="1.5" stroke-opacity=".5" stroke-dasharray="3 3"/>`;
    top += `<path d="M-138,455h62M76,455h62" stroke="${ctx.fabric.band}" stroke-width="11"/>`;
  }
  const vest = clothPiece(ctx.doc, {
    d,
    fill: ctx.fabric.fill,
    box,
    fabric: ctx.fabric,
    outline: pal.outline,
    inner,
    top,
  });
  // A soft shadow where the waistcoat sits on the kurta.
  const shadow = `<path d="${d}" transform="translate(6,10)" fill="#000" opacity=".16"/>`;
  return {
    svg: tr.svg + t.svg + shadow + vest,
    sil: [...tr.sil, ...t.sil],
    box: unionBox([tr.box, t.box]),
    hangY: 20,
    hangHalfW: 138,
  };
}

function angrakha(ctx: Ctx): GarmentArt {
  const pal = ctx.pal;
  const back = ctx.back;
  const nd = back ? 30 : 150;
  const d = symPath(
    [0, nd],
    [
      back
        ? {
            Q: [
              [48, 28],
              [52, 0],
            ],
          }
        : { L: [52, 0] },
      { L: [146, 22] },
      {
        Q: [
          [152, 120],
          [142, 215],
        ],
      },
      {
        Q: [
          [128, 290],
          [124, 335],
        ],
      },
      {
        C: [
          [190, 470],
          [330, 790],
          [385, 975],
        ],
      },
      {
        Q: [
          [200, 1010],
          [0, 1010],
        ],
      },
    ],
  );
  const box: Box = { x0: -395, y0: -10, x1: 395, y1: 1012 };
  const sl = ([1, -1] as const).map((side) =>
    sleeve(
      ctx,
      { shoulder: [142, 22], armpit: [138, 212], angle: 12, length: 560, cuffW: 80, cuffH: 60 },
      side,
      ctx.fabric,
    ),
  );
  let inner = fanFolds(ctx, 340, 124, 990, 385, 11);
  inner += hemBand(ctx.fabric, 385, 975, 17, 120);
  inner += `<path d="M-3000,318H3000V352H-3000Z" fill="${ctx.fabric.band}"/><path d="M-3000,318H3000M-3000,352H3000" stroke="${ctx.fabric.bandEdge}" stroke-width="3"/>`;
  inner += edgeTrim(neckCurve(52, nd, back ? 'round' : 'v'), ctx.fabric, ctx.fabric.heavyTrim && !back ? 40 : 12);
  let top = '';
  if (!back) {
    // The wrap: the right front panel crosses over to tie at the left of the waist.
    const wrap = 'M52,0C40,120 -40,250 -124,330';
    top += `<path d="${wrap}" transform="translate(5,6)" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="10"/>`;
    top += `<path d="${wrap}" fill="none" stroke="${ctx.fabric.bandEdge}" stroke-width="17"/><path d="${wrap}" fill="none" stroke="${ctx.fabric.band}" stroke-width="13"/>`;
  } else {
    top += seam('M0,30L0,318', pal.outline, 2);
  }
  const body = clothPiece(ctx.doc, {
    d,
    fill: ctx.fabric.fill,
    box,
    fabric: ctx.fabric,
    outline: pal.outline,
    inner,
    top,
  });
  const dori = back
    ? tassel(-8, 40, 110, mix(pal.accent, pal.ink, 0.3), pal.accent) +
      tassel(8, 40, 130, mix(pal.accent, pal.ink, 0.3), pal.accent)
    : tassel(-118, 334, 150, mix(pal.accent, pal.ink, 0.3), pal.accent) +
      tassel(-104, 336, 120, mix(pal.accent, pal.ink, 0.3), pal.accent);
  const neck = neckInside(ctx, 52, nd, back ? 'round' : 'v');
  return {
    svg: (sl[0] as Drawn).svg + (sl[1] as Drawn).svg + neck + body + dori,
    sil: [...(sl[0] as Drawn).sil, ...(sl[1] as Drawn).sil, d],
    box,
    hangY: 22,
    hangHalfW: 146,
  };
}

function frock(ctx: Ctx): GarmentArt {
  const pal = ctx.pal;
  const nd = ctx.back ? 22 : 64;
  const d = symPath(
    [0, nd],
    [
      {
        Q: [
          [48, nd * 0.98],
          [52, 0],
        ],
      },
      { L: [110, 14] },
      {
        Q: [
          [114, 80],
          [102, 130],
        ],
      },
      { L: [96, 300] },
      {
        C: [
          [160, 380],
          [300, 600],
          [335, 800],
        ],
      },
      ...scallops(335, 800, 30, 6, 20),
    ],
  );
  const box: Box = { x0: -345, y0: -6, x1: 345, y1: 852 };
  const sl = ([1, -1] as const).map((side) =>
    sleeve(
      ctx,
      { shoulder: [104, 14], armpit: [98, 126], angle: 38, length: 120, cuffW: 92, cuffH: 22, puff: true },
      side,
      ctx.fabric,
    ),
  );
  let inner = fanFolds(ctx, 310, 96, 830, 335, 13);
  inner += hemBand(ctx.fabric, 335, 800, 15, 95);
  inner += edgeTrim('M-300,560Q0,590 300,560', ctx.fabric, 10);
  inner += `<path d="M-3000,288H3000V322H-3000Z" fill="${ctx.fabric.band}"/><path d="M-3000,288H3000M-3000,322H3000" stroke="${ctx.fabric.bandEdge}" stroke-width="3"/>`;
  inner += edgeTrim(neckCurve(52, nd, 'round'), ctx.fabric, ctx.fabric.heavyTrim && !ctx.back ? 30 : 10);
  let top = '';
  if (ctx.back) {
    top += seam(`M0,${nd}L0,288`, pal.outline, 2);
    for (let i = 0; i < 4; i++)
      top += button(0, nd + 40 + i * 48, 6.5, lighten(pal.accent, 0.2), darken(pal.accent, 0.4));
    top += bow(ctx, 0, 305);
  } else {
    top += bow(ctx, 70, 305);
  }
  const body = clothPiece(ctx.doc, {
    d,
    fill: ctx.fabric.fill,
    box,
    fabric: ctx.fabric,
    outline: pal.outline,
    inner,
    top,
  });
  const neck = neckInside(ctx, 52, nd, 'round');
  return {
    svg: (sl[0] as Drawn).svg + (sl[1] as Drawn).svg + neck + body,
    sil: [...(sl[0] as Drawn).sil, ...(sl[1] as Drawn).sil, d],
    box,
    hangY: 14,
    hangHalfW: 110,
  };
}

function lehenga(ctx: Ctx): GarmentArt {
  const pal = ctx.pal;
  const nd = ctx.back ? 40 : 78;
  // Skirt first: it sits under the short blouse.
  const skirt = symPath(
    [0, 262],
    [
      { L: [114, 262] },
      {
        C: [
          [175, 450],
          [330, 800],
          [398, 985],
        ],
      },
      {
        Q: [
          [200, 1018],
          [0, 1018],
        ],
      },
    ],
  );
  const skirtBox: Box = { x0: -400, y0: 260, x1: 400, y1: 1020 };
  let sInner = fanFolds(ctx, 280, 114, 1000, 398, 15);
  sInner += hemBand(ctx.fabric, 398, 985, 16, 120);
  sInner += edgeTrim('M-330,800Q0,835 330,800', ctx.fabric, 11);
  sInner += `<path d="M-3000,262H3000V292H-3000Z" fill="${ctx.fabric.band}"/><path d="M-3000,292H3000" stroke="${ctx.fabric.bandEdge}" stroke-width="3"/>`;
  const skirtSvg = clothPiece(ctx.doc, {
    d: skirt,
    fill: ctx.fabric.fill,
    box: skirtBox,
    fabric: ctx.fabric,
    outline: pal.outline,
    inner: sInner,
  });
  const latkan =
    tassel(96, 280, 230, mix(pal.accent, pal.ink, 0.3), pal.accent) +
    tassel(110, 282, 200, mix(pal.accent, pal.ink, 0.3), pal.accent);
  const blouse = symPath(
    [0, nd],
    [
      {
        Q: [
          [46, nd * 0.98],
          [50, 0],
        ],
      },
      { L: [126, 16] },
      {
        Q: [
          [130, 80],
          [118, 130],
        ],
      },
      { L: [112, 225] },
      {
        Q: [
          [60, 244],
          [0, 240],
        ],
      },
    ],
  );
  const bBox: Box = { x0: -130, y0: -4, x1: 130, y1: 244 };
  const sl = ([1, -1] as const).map((side) =>
    sleeve(
      ctx,
      { shoulder: [122, 16], armpit: [114, 128], angle: 20, length: 170, cuffW: 86, cuffH: 36 },
      side,
      ctx.fabric,
    ),
  );
  let bInner = edgeTrim(neckCurve(50, nd, 'round'), ctx.fabric, ctx.fabric.heavyTrim && !ctx.back ? 26 : 10);
  bInner += `<path d="M-200,214Q0,262 200,214L200,400L-200,400Z" fill="${ctx.fabric.band}"/>`;
  let bTop = '';
  if (ctx.back) {
    bTop +=
      tassel(-6, nd + 6, 150, mix(pal.accent, pal.ink, 0.3), pal.accent) +
      tassel(6, nd + 6, 175, mix(pal.accent, pal.ink, 0.3), pal.accent);
  }
  const blouseSvg = clothPiece(ctx.doc, {
    d: blouse,
    fill: ctx.fabric.fill,
    box: bBox,
    fabric: ctx.fabric,
    outline: pal.outline,
    inner: bInner,
  });
  const neck = neckInside(ctx, 50, nd, 'round');
  return {
    svg: skirtSvg + latkan + (sl[0] as Drawn).svg + (sl[1] as Drawn).svg + neck + blouseSvg + bTop,
    sil: [skirt, blouse, ...(sl[0] as Drawn).sil, ...(sl[1] as Drawn).sil],
    box: unionBox([skirtBox, bBox, (sl[0] as Drawn).box, (sl[1] as Drawn).box]),
    hangY: 16,
    hangHalfW: 126,
  };
}

/** A wavy hanging edge between two points: cloth folds make the side edges ripple. */
function wavy(from: Pt, to: Pt, waves: number, amp: number): string {
  let d = '';
  for (let i = 1; i <= waves; i++) {
    const t0 = (i - 1) / waves;
    const t1 = i / waves;
    const tm = (t0 + t1) / 2;
    const s = i % 2 === 0 ? 1 : -1;
    const cx = from[0] + (to[0] - from[0]) * tm + s * amp;
    const cy = from[1] + (to[1] - from[1]) * tm;
    d += `Q${pt(cx, cy)} ${pt(from[0] + (to[0] - from[0]) * t1, from[1] + (to[1] - from[1]) * t1)}`;
  }
  return d;
}

function dupatta(ctx: Ctx): GarmentArt {
  const pal = ctx.pal;
  const mirrorX = ctx.back ? -1 : 1;
  const panel = (tl: Pt, tr: Pt, br: Pt, bl: Pt, key: number): { svg: string; d: string; fringe: string } => {
    const P = (p: Pt): Pt => [p[0] * mirrorX, p[1]];
    const [a, b, c, e] = [P(tl), P(tr), P(br), P(bl)];
    const right = wavy(b, c, 5, 14 + key * 4);
    const bottom = wavy(c, e, 4, 10);
    const left = wavy(e, a, 5, 12);
    const d = `M${pt(...a)}Q${pt((a[0] + b[0]) / 2, a[1] - 16)} ${pt(...b)}${right}${bottom}${left}Z`;
    const box: Box = {
      x0: Math.min(a[0], b[0], c[0], e[0]) - 30,
      y0: a[1] - 20,
      x1: Math.max(a[0], b[0], c[0], e[0]) + 30,
      y1: Math.max(c[1], e[1]) + 10,
    };
    const folds: Streak[] = [];
    for (let i = 0; i < 6; i++) {
      const t = (i + 0.5) / 6;
      folds.push({
        x0: a[0] + (b[0] - a[0]) * t,
        y0: a[1] + 10,
        w0: 10,
        x1: e[0] + (c[0] - e[0]) * t + ctx.rng.jitter(10),
        y1: c[1],
        w1: 40,
        dark: i % 2 === 0,
      });
    }
    const sideL = `M${pt(...e)}${left}`;
    const sideR = `M${pt(...b)}${right}`;
    const slope = (c[1] - e[1]) / (c[0] - e[0]);
    const endBand = `<path d="M${pt(e[0] - 40, e[1] - 150 - slope * 40)}L${pt(c[0] + 40, c[1] - 150 + slope * 40)}L${pt(c[0] + 40, 3000)}L${pt(e[0] - 40, 3000)}Z" fill="${ctx.fabric.band}"/>`;
    const endEdge = `<path d="M${pt(e[0] - 40, e[1] - 150 - slope * 40)}L${pt(c[0] + 40, c[1] - 150 + slope * 40)}" stroke="${ctx.fabric.bandEdge}" stroke-width="3.5"/>`;
    const inner =
      streaks(ctx.doc, folds) + edgeTrim(sideL, ctx.fabric, 20) + edgeTrim(sideR, ctx.fabric, 20) + endBand + endEdge;
    const svg = clothPiece(ctx.doc, { d, fill: ctx.fabric.fill, box, fabric: ctx.fabric, outline: pal.outline, inner });
    // Twisted fringe tassels along the bottom end.
    let lines = '';
    const knots: string[] = [];
    const count = Math.round(Math.abs(c[0] - e[0]) / 18);
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = e[0] + (c[0] - e[0]) * t;
      const y = e[1] + (c[1] - e[1]) * t - 2;
      lines += `M${pt(x, y)}l${n(ctx.rng.jitter(3))},${n(34 + ctx.rng.jitter(4))}`;
      knots.push(pt(x, y + 9));
    }
    const fringe =
      `<path d="${lines}" stroke="${ctx.fabric.bandEdge}" stroke-width="3.2" stroke-linecap="round"/>` +
      `<path d="${knots.map((k) => `M${k}m-3.5,0a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0`).join('')}" fill="${darken(ctx.fabric.bandEdge, 0.2)}"/>`;
    return { svg, d, fringe };
  };
  const rodY = 26;
  const backPanel = panel([-130, rodY], [262, rodY], [292, 860], [-95, 885], 0);
  const frontPanel = panel([-262, rodY], [140, rodY], [118, 975], [-292, 950], 1);
  const rod =
    `<rect x="-320" y="${rodY - 11}" width="640" height="22" rx="11" fill="${mix('#8a5a32', pal.base, 0.1)}"/>` +
    `<rect x="-320" y="${rodY - 8}" width="640" height="6" rx="3" fill="#fff" opacity=".25"/>` +
    `<circle cx="-322" cy="${rodY}" r="17" fill="#6e4526"/><circle cx="322" cy="${rodY}" r="17" fill="#6e4526"/>`;
  const gap = `<path d="${backPanel.d}" transform="translate(${n(-14 * mirrorX)},8)" fill="#000" opacity=".12"/>`;
  return {
    svg: rod + backPanel.svg + backPanel.fringe + gap + frontPanel.svg + frontPanel.fringe,
    sil: [backPanel.d, frontPanel.d],
    box: { x0: -340, y0: 0, x1: 340, y1: 1000 },
    hangY: rodY,
    hangHalfW: 300,
  };
}

/** Draws the chosen garment, front or back, in the local frame. */
export function drawGarment(ctx: Ctx, kind: GarmentKind): GarmentArt {
  switch (kind) {
    case 'kurta':
      return kurta(ctx);
    case 'angrakha':
      return angrakha(ctx);
    case 'shalwar-kameez':
      return shalwarKameez(ctx);
    case 'dupatta':
      return dupatta(ctx);
    case 'frock':
      return frock(ctx);
    case 'lehenga':
      return lehenga(ctx);
    case 'waistcoat':
      return waistcoat(ctx);
    case 'boys-kurta':
      return boysKurta(ctx);
  }
}
