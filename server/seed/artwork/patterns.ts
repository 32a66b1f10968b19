// Textile surface designs as repeating SVG <pattern> tiles: one all-over fill and one border band per craft.
import type { PatternKind } from '../demo-types.ts';
import {
  diamondPath,
  dotsPath,
  leafPath,
  PAISLEY,
  PAISLEY_INNER,
  petalsPath,
  ringDots,
  roundPetalsPath,
  starPath,
} from './motifs.ts';
import { darken, lighten, luminance, mix, type Palette } from './palette.ts';
import { createRng, type Rng } from './prng.ts';
import { alignTransform, f3, IDENTITY, n, pt, radialGradient, type Placement, type SvgDoc } from './svg.ts';

/** Paint references a garment needs to be dressed in one craft. */
export interface Fabric {
  /** All-over cloth fill, e.g. "url(#p1)". */
  fill: string;
  /** Hem / cuff / neckline border fill. */
  band: string;
  /** Colour of the thin lines that edge a border band. */
  bandEdge: string;
  /** Embroidery concentrates work at neck and cuffs, so those trims are drawn wide. */
  heavyTrim: boolean;
  /** Fine thread texture laid over the cloth. */
  weave: string;
  weaveOpacity: number;
}

/** How tiles are sized and aligned: see the note on `tile`. */
interface TileSpace {
  /** Device pixels per tile unit. */
  scale: number;
  /** Cancels the drawing frame's transform (alignTransform of its Placement). */
  align: string;
}

/**
 * One pattern tile. librsvg is fast only when a tile maps onto whole device pixels with
 * no scaling or rotation (otherwise a 1120x1400 render can take seconds), so the tile is
 * drawn in device pixels: the frame transform is cancelled by `align`, the motif is scaled
 * inside, and the scale is nudged so the tile is a whole number of pixels wide.
 */
function tile(doc: SvgDoc, size: number, space: TileSpace, body: string): string {
  const id = doc.id('pt');
  const px = Math.max(2, Math.round(size * space.scale));
  const k = px / size;
  const transform = space.align !== '' ? ` patternTransform="${space.align}"` : '';
  const inner = Math.abs(k - 1) < 1e-9 ? body : `<g transform="scale(${k.toFixed(6)})">${body}</g>`;
  doc.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${px}" height="${px}"${transform}>${inner}</pattern>`,
  );
  return `url(#${id})`;
}

function rect(size: number, fill: string, height = size): string {
  return `<rect width="${n(size)}" height="${n(height)}" fill="${fill}"/>`;
}

/** Colour that reads on the base cloth: keeps the given ink unless it nearly matches the ground. */
function contrast(ink: string, ground: string, fallbackLight: string, fallbackDark: string): string {
  if (Math.abs(luminance(ink) - luminance(ground)) > 0.16) return ink;
  return luminance(ground) > 0.5 ? fallbackDark : fallbackLight;
}

function blockPrint(doc: SvgDoc, pal: Palette, rng: Rng, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 150;
  const ink = contrast(pal.ink, pal.base, lighten(pal.base, 0.75), darken(pal.base, 0.6));
  const ink2 = contrast(pal.ink2, pal.base, lighten(pal.ink2, 0.5), darken(pal.ink2, 0.3));
  // Half-drop repeat of two butas and two flowers; each stamp gets its own small wobble,
  // and the colour block sits a hair off the key block, like real hand registration.
  const stamp = (x: number, y: number, flip: boolean): string => {
    const r = rng.jitter(7) + (flip ? 12 : -12);
    const k = 24 + rng.jitter(1.5);
    const tr = `translate(${pt(x + rng.jitter(2), y + rng.jitter(2))}) rotate(${n(r)}) scale(${n(flip ? -k : k)},${n(k)})`;
    const off = `translate(${pt(x + 1.6, y + 1.2)}) rotate(${n(r)}) scale(${n(flip ? -k : k)},${n(k)})`;
    return (
      `<path d="${PAISLEY}" transform="${off}" fill="${ink2}" opacity=".85"/>` +
      `<path d="${PAISLEY}" transform="${tr}" fill="none" stroke="${ink}" stroke-width="${f3(2.4 / k)}"/>` +
      `<path d="${PAISLEY_INNER}" transform="${tr}" fill="${ink}" opacity=".9"/>` +
      `<path d="${PAISLEY}" transform="${tr} scale(1.18)" fill="none" stroke="${ink}" stroke-width="${f3(2.6 / k)}" stroke-dasharray="0 ${f3(6 / k)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x)}" cy="${n(y + 8)}" r="4" fill="${pal.accent}" opacity=".9"/>`
    );
  };
  const flower = (x: number, y: number): string => {
    const cx = x + rng.jitter(2);
    const cy = y + rng.jitter(2);
    return (
      `<path d="${roundPetalsPath(cx + 1.2, cy + 1, 13, 6, rng.next())}" fill="${ink2}" opacity=".8"/>` +
      `<path d="${roundPetalsPath(cx, cy, 13, 6, rng.next())}" fill="none" stroke="${ink}" stroke-width="1.8"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="3.6" fill="${ink}"/>` +
      `<path d="${leafPath(cx + 10, cy + 10, 14, 0.8)}${leafPath(cx - 10, cy - 10, 14, 3.9)}" fill="${ink}" opacity=".8"/>`
    );
  };
  const specks = dotsPath(
    [
      [75, 8],
      [8, 75],
      [75, 142],
      [142, 75],
      [60, 70],
      [90, 80],
    ].map(([x, y]) => [x as number, y as number] as const),
    2.2,
  );
  const body =
    rect(T, pal.base) +
    stamp(38, 42, false) +
    stamp(113, 117, true) +
    flower(113, 40) +
    flower(38, 115) +
    `<path d="${specks}" fill="${ink}" opacity=".7"/>`;
  const B = 46;
  const bandGround = pal.band;
  const bandInk = contrast(pal.accent, bandGround, '#f4ead5', '#3a2414');
  const bandBody =
    rect(B, bandGround) +
    `<path d="${roundPetalsPath(B / 2, B / 2, 11, 6, 0.3)}" fill="${bandInk}" opacity=".92"/>` +
    `<circle cx="${n(B / 2)}" cy="${n(B / 2)}" r="3" fill="${bandGround}"/>` +
    `<path d="${dotsPath(
      [
        [0, 0],
        [B, 0],
        [0, B],
        [B, B],
      ],
      3,
    )}" fill="${mix(bandInk, bandGround, 0.3)}"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: pal.accent };
}

function ajrak(doc: SvgDoc, pal: Palette, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 96;
  const c = T / 2;
  // The traditional madder-red / indigo / black / white palette, pulled toward the product's colours.
  const red = mix('#8e1c1c', pal.base, 0.5);
  const indigo = mix('#1d2a5a', pal.ink, luminance(pal.ink) < 0.45 ? 0.5 : 0.2);
  const black = '#1c1512';
  const white = mix('#f4ecdb', pal.accent, 0.15);
  const corners = [
    [0, 0],
    [T, 0],
    [0, T],
    [T, T],
  ] as const;
  const cornerMedallions = corners
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="21" fill="${indigo}"/><path d="${starPath(x, y, 15, 7, 8)}" fill="${black}"/><circle cx="${x}" cy="${y}" r="3.2" fill="${white}"/>`,
    )
    .join('');
  const body =
    rect(T, red) +
    `<path d="M0,${c}L${c},0L${T},${c}L${c},${T}Z" fill="none" stroke="${black}" stroke-width="3"/>` +
    `<path d="M0,${c}L${c},0L${T},${c}L${c},${T}Z" fill="none" stroke="${white}" stroke-width="1.8" stroke-dasharray="0 5.5" stroke-linecap="round"/>` +
    cornerMedallions +
    `<circle cx="${c}" cy="${c}" r="27" fill="${indigo}"/>` +
    `<path d="${starPath(c, c, 24, 11, 8)}" fill="${white}"/>` +
    `<path d="${starPath(c, c, 19, 9, 8)}" fill="${red}"/>` +
    `<path d="${petalsPath(c, c, 12, 8, Math.PI / 8, 0.5)}" fill="${black}"/>` +
    `<circle cx="${c}" cy="${c}" r="3.5" fill="${white}"/>` +
    `<path d="${ringDots(c, c, 31, 16, 1.5)}" fill="${white}"/>`;
  const B = 32;
  const bandBody =
    rect(B, indigo) +
    `<path d="M0,${B / 2}L${B / 2},0L${B},${B / 2}L${B / 2},${B}Z" fill="${black}" opacity=".55"/>` +
    `<path d="M0,${B / 2}L${B / 2},0L${B},${B / 2}L${B / 2},${B}Z" fill="none" stroke="${white}" stroke-width="1.6" stroke-dasharray="0 4.6" stroke-linecap="round"/>` +
    `<circle cx="${B / 2}" cy="${B / 2}" r="4.5" fill="${red}"/><circle cx="${B / 2}" cy="${B / 2}" r="1.6" fill="${white}"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: white };
}

function embroidery(doc: SvgDoc, pal: Palette, rng: Rng, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 130;
  const thread = contrast(pal.ink, pal.base, lighten(pal.ink, 0.6), darken(pal.ink, 0.4));
  const thread2 = contrast(pal.ink2, pal.base, lighten(pal.ink2, 0.5), darken(pal.ink2, 0.3));
  const zari = contrast(pal.accent, pal.base, '#e8c872', '#8a6a1f');
  // Sparse buttis on plain cloth: the cloth should read as mostly quiet.
  const butti = (x: number, y: number): string =>
    `<path d="${leafPath(x, y + 3, 10, 2.2)}${leafPath(x, y + 3, 10, 0.9)}" fill="${thread2}"/>` +
    `<path d="${petalsPath(x, y - 3, 7.5, 5, rng.next(), 0.6)}" fill="${thread}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - 3)}" r="2" fill="${zari}"/>`;
  const body = rect(T, pal.base) + butti(32, 36) + butti(97, 101);
  // Dense band: a continuous zari vine (its ends meet across tiles) with satin flowers and French knots.
  const B = 84;
  const vine = (y: number): string => `M0,${y}C12,${y - 24} 30,${y - 24} 42,${y}S72,${y + 24} 84,${y}`;
  const bandBody =
    rect(B, mix(pal.base, pal.band, 0.18)) +
    `<path d="${vine(30)}${vine(72)}" fill="none" stroke="${zari}" stroke-width="3.2"/>` +
    `<path d="${leafPath(14, 20, 14, -2.3)}${leafPath(56, 44, 14, 0.9)}${leafPath(14, 62, 14, -2.3)}${leafPath(56, 86, 14, 0.9)}${leafPath(56, 2, 14, 0.9)}" fill="${thread2}"/>` +
    `<path d="${petalsPath(42, 30, 13, 6, 0.2, 0.55)}${petalsPath(0, 72, 13, 6, 0.4, 0.55)}${petalsPath(84, 72, 13, 6, 0.4, 0.55)}" fill="${thread}"/>` +
    `<path d="${petalsPath(42, 30, 7, 6, 0.7, 0.5)}${petalsPath(0, 72, 7, 6, 0.9, 0.5)}${petalsPath(84, 72, 7, 6, 0.9, 0.5)}" fill="${lighten(thread, 0.35)}"/>` +
    `<path d="${dotsPath(
      [
        [42, 30],
        [0, 72],
        [84, 72],
        [30, 52],
        [70, 10],
        [70, 52],
        [28, 10],
        [42, 72],
      ],
      2.6,
    )}" fill="${zari}"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: zari };
}

function chikankari(doc: SvgDoc, pal: Palette, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 120;
  // White thread on pastel; on white cloth the shadow-work shows as a soft tone of the cloth instead.
  const veryLight = luminance(pal.base) > 0.9;
  const thread = veryLight ? mix(pal.base, pal.ink, 0.32) : mix('#ffffff', pal.base, 0.04);
  const shadow = veryLight ? mix(pal.base, pal.ink, 0.14) : mix('#ffffff', pal.base, 0.35);
  // A faint darker echo under every stitch keeps white-on-pastel work legible.
  const echo = darken(pal.base, 0.18);
  const motifs = (th: string, sh: string): string => {
    const flower = (x: number, y: number, r: number, rot: number): string =>
      `<path d="${roundPetalsPath(x, y, r, 6, rot)}" fill="${sh}" fill-opacity=".75" stroke="${th}" stroke-width="1.2"/>` +
      `<path d="${ringDots(x, y, r * 0.28, 5, 1.1)}" fill="${th}"/>`;
    return (
      `<path d="M0,60C30,20 30,20 60,60S90,100 120,60M60,0C100,30 100,30 60,60S20,90 60,120" fill="none" stroke="${th}" stroke-width="1.3"/>` +
      `<path d="${leafPath(25, 35, 12, -1.2, 0.4)}${leafPath(95, 85, 12, 1.9, 0.4)}${leafPath(85, 25, 12, -0.5, 0.4)}${leafPath(35, 95, 12, 2.6, 0.4)}" fill="${sh}" fill-opacity=".7" stroke="${th}" stroke-width="1.1"/>` +
      flower(60, 60, 13, 0.2) +
      flower(0, 0, 10, 0.5) +
      flower(120, 0, 10, 0.5) +
      flower(0, 120, 10, 0.5) +
      flower(120, 120, 10, 0.5) +
      `<path d="${dotsPath(
        [
          [20, 70],
          [24, 74],
          [18, 77],
          [100, 50],
          [96, 46],
          [102, 43],
          [60, 20],
          [60, 100],
        ],
        1.4,
      )}" fill="${th}"/>`
    );
  };
  const body =
    rect(T, pal.base) +
    (veryLight ? '' : `<g transform="translate(1,1)" opacity=".55">${motifs(echo, echo)}</g>`) +
    motifs(thread, shadow);
  const B = 40;
  const bandBody =
    rect(B, mix(pal.base, veryLight ? shadow : echo, 0.25)) +
    `<path d="M0,0L${B},${B}M${B},0L0,${B}" stroke="${thread}" stroke-width="1.2" opacity=".85"/>` +
    `<path d="${roundPetalsPath(B / 2, B / 2, 8, 6, 0)}" fill="${shadow}" stroke="${thread}" stroke-width="1.2"/>` +
    `<path d="${dotsPath(
      [
        [0, B / 2],
        [B, B / 2],
        [B / 2, 0],
        [B / 2, B],
      ],
      1.8,
    )}" fill="${thread}"/>`;
  return {
    fill: tile(doc, T, s, body),
    band: tile(doc, B, s, bandBody),
    bandEdge: veryLight ? thread : darken(pal.base, 0.12),
  };
}

function phulkari(doc: SvgDoc, pal: Palette, rng: Rng, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 58;
  const c = T / 2;
  const ground = pal.base;
  // Phulkari is loud: silk-floss golds, magentas and oranges alongside the product's own colours.
  const brights = ['#f4b400', '#e0336e', '#ff7b1c', '#2c9e6b', '#f6e7c1'];
  const t1 = contrast(pal.ink, ground, '#f4b400', '#b3123f');
  const t2 = contrast(pal.ink2, ground, rng.pick(brights), '#1e5f8c');
  const t3 = contrast(pal.accent, ground, '#ff7b1c', '#6b1a57');
  // Each diamond is split into two triangles of different sheen: satin stitch catching light.
  const satin = (cx: number, cy: number, rx: number, ry: number, color: string): string =>
    `<path d="M${pt(cx, cy - ry)}L${pt(cx + rx, cy)}L${pt(cx, cy + ry)}Z" fill="${lighten(color, 0.22)}"/>` +
    `<path d="M${pt(cx, cy - ry)}L${pt(cx - rx, cy)}L${pt(cx, cy + ry)}Z" fill="${darken(color, 0.12)}"/>`;
  const star = [0, 1, 2, 3]
    .map((i) => {
      const a = (i * Math.PI) / 2;
      const dx = Math.cos(a) * 11;
      const dy = Math.sin(a) * 11;
      return i % 2 === 0 ? satin(c + dx, c + dy, 10, 5, t1) : satin(c + dx, c + dy, 5, 10, t1);
    })
    .join('');
  const body =
    rect(T, ground) +
    star +
    satin(c, c, 5, 5, t3) +
    [
      [0, 0],
      [T, 0],
      [0, T],
      [T, T],
    ]
      .map(([x, y]) => satin(x as number, y as number, 12, 12, t2) + satin(x as number, y as number, 5, 5, t3))
      .join('') +
    `<path d="${diamondPath(c, 0, 4, 4)}${diamondPath(c, T, 4, 4)}${diamondPath(0, c, 4, 4)}${diamondPath(T, c, 4, 4)}" fill="${t3}"/>`;
  const B = 36;
  const bandBody =
    rect(B, darken(ground, 0.2)) +
    `<path d="M0,${B}L${B / 2},${B / 2}L${B},${B}Z" fill="${t1}"/>` +
    `<path d="M0,${B / 2}L${B / 2},0L${B},${B / 2}Z" fill="${t2}"/>` +
    `<path d="${diamondPath(B / 2, B / 2, 4, 4)}${diamondPath(0, B / 2, 4, 4)}${diamondPath(B, B / 2, 4, 4)}" fill="${t3}"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: t1 };
}

function mirrorWork(doc: SvgDoc, pal: Palette, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 72;
  const c = T / 2;
  const silver = radialGradient(
    doc,
    [
      [0, '#ffffff', 1],
      [0.45, '#dfe3ea', 1],
      [0.8, '#9aa3ae', 1],
      [1, '#6f7782', 1],
    ],
    { cx: 0.38, cy: 0.35, r: 0.7 },
  );
  const thread = contrast(pal.ink, pal.base, lighten(pal.ink, 0.5), darken(pal.ink, 0.45));
  const thread2 = contrast(pal.ink2, pal.base, lighten(pal.ink2, 0.45), darken(pal.ink2, 0.3));
  const mirror = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y}" r="${n(r + 6)}" fill="none" stroke="${thread2}" stroke-width="4" stroke-dasharray="1.2 2.2"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r + 2)}" fill="none" stroke="${thread}" stroke-width="3" stroke-dasharray="1.6 1.2"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r)}" fill="url(#${silver})"/>`;
  const corners = [
    [0, 0],
    [T, 0],
    [0, T],
    [T, T],
  ] as const;
  const body =
    rect(T, pal.base) +
    `<path d="M0,0L${T},${T}M${T},0L0,${T}" stroke="${thread}" stroke-width="1.4" stroke-dasharray="4 3" opacity=".8"/>` +
    mirror(c, c, 8) +
    corners.map(([x, y]) => mirror(x, y, 6)).join('') +
    `<path d="${petalsPath(c, 0, 6, 4, 0.78)}${petalsPath(c, T, 6, 4, 0.78)}${petalsPath(0, c, 6, 4, 0.78)}${petalsPath(T, c, 6, 4, 0.78)}" fill="${thread2}"/>`;
  const B = 44;
  const bandBody =
    rect(B, pal.band) +
    `<circle cx="${B / 2}" cy="${B / 2}" r="17" fill="none" stroke="${pal.accent}" stroke-width="4" stroke-dasharray="1.2 2"/>` +
    `<circle cx="${B / 2}" cy="${B / 2}" r="13" fill="none" stroke="${thread2}" stroke-width="3" stroke-dasharray="1.6 1.2"/>` +
    `<circle cx="${B / 2}" cy="${B / 2}" r="10" fill="url(#${silver})"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: pal.accent };
}

function khaddarStripe(doc: SvgDoc, pal: Palette, rng: Rng, s: TileSpace): Pick<Fabric, 'fill' | 'band' | 'bandEdge'> {
  const T = 160;
  const checks = rng.next() < 0.5;
  const inkA = contrast(pal.ink, pal.base, lighten(pal.ink, 0.45), darken(pal.ink, 0.25));
  const inkB = contrast(pal.ink2, pal.base, lighten(pal.ink2, 0.4), darken(pal.ink2, 0.25));
  // A seeded stripe sequence: a handloom warp plan of broad, medium and pin stripes.
  let stripes = '';
  let x = rng.range(4, 14);
  while (x < T - 10) {
    const kind = rng.int(0, 3);
    const w = kind === 0 ? rng.range(12, 22) : kind === 1 ? rng.range(5, 9) : 2;
    const color = kind === 0 ? inkA : kind === 1 ? inkB : pal.accent;
    stripes += `<rect x="${n(x)}" width="${n(w)}" height="${T}" fill="${color}" opacity="${kind === 0 ? '.92' : '.85'}"/>`;
    if (checks) stripes += `<rect y="${n(x)}" height="${n(w)}" width="${T}" fill="${color}" opacity=".45"/>`;
    x += w + rng.range(6, 26);
  }
  // Slubs: the uneven thick threads that make khaddar look hand-spun.
  let slubs = '';
  for (let i = 0; i < 9; i++) {
    const y = rng.range(0, T);
    const x0 = rng.range(0, T - 40);
    slubs += `M${pt(x0, y)}h${n(rng.range(14, 40))}`;
  }
  const body =
    rect(T, pal.base) +
    stripes +
    `<path d="${slubs}" stroke="${darken(pal.base, 0.3)}" stroke-width="1.2" opacity=".35"/>`;
  const B = 24;
  const bandBody =
    rect(B, inkA) +
    `<rect y="5" width="${B}" height="2" fill="${pal.accent}"/><rect y="15" width="${B}" height="4" fill="${inkB}" opacity=".9"/>`;
  return { fill: tile(doc, T, s, body), band: tile(doc, B, s, bandBody), bandEdge: pal.accent };
}

/** Fine cross-thread texture laid over any cloth so it reads as woven, not flat paint. */
function weave(doc: SvgDoc, s: TileSpace): string {
  return tile(
    doc,
    8,
    s,
    `<path d="M0,0.7H8M0,4.9H8" stroke="#000" stroke-width="1.4" opacity=".5"/><path d="M0.7,0V8M4.5,0V8" stroke="#fff" stroke-width="1.3" opacity=".45"/>`,
  );
}

/**
 * Builds the fill and band patterns for one craft. `place` is the transform of the frame the
 * cloth is drawn in; `zoom` enlarges the motifs (close-ups).
 */
export function makeFabric(
  doc: SvgDoc,
  kind: PatternKind,
  pal: Palette,
  seed: string,
  place: Placement = IDENTITY,
  zoom = 1,
): Fabric {
  const rng = createRng(`${seed}:${kind}`);
  const scale: TileSpace = { scale: place.s * zoom, align: alignTransform(place) };
  const parts = (() => {
    switch (kind) {
      case 'block-print':
        return blockPrint(doc, pal, rng, scale);
      case 'ajrak':
        return ajrak(doc, pal, scale);
      case 'embroidery':
        return embroidery(doc, pal, rng, scale);
      case 'chikankari':
        return chikankari(doc, pal, scale);
      case 'phulkari':
        return phulkari(doc, pal, rng, scale);
      case 'mirror-work':
        return mirrorWork(doc, pal, scale);
      case 'khaddar-stripe':
        return khaddarStripe(doc, pal, rng, scale);
    }
  })();
  return {
    ...parts,
    heavyTrim: kind === 'embroidery' || kind === 'chikankari',
    weave: weave(doc, scale),
    weaveOpacity: kind === 'khaddar-stripe' ? 0.14 : 0.07,
  };
}
