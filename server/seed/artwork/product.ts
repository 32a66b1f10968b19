// Product photos: five views (front, back, fabric close-up, folded flat-lay, on a hanger) of one garment.
import type { GarmentKind, PatternKind } from '../demo-types.ts';
import { streaks } from './cloth.ts';
import { drawPlaced, fitGarment, type DressSpec } from './dress.ts';
import { darken, derivePalette, lighten, luminance, mix, type Palette } from './palette.ts';
import { makeFabric } from './patterns.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { bangle, dropShadow, floorShadow, hanger, jasmine, needle, spool, studioBackdrop } from './scene.ts';
import { f3, IDENTITY, linearGradient, n, placeTransform, pt, SvgDoc } from './svg.ts';

export interface ProductArtworkInput {
  garment: GarmentKind;
  pattern: PatternKind;
  /** Hex colours like '#1f3a93'; the first is the cloth, the rest print/thread colours. */
  colors: string[];
  /** 0 front, 1 back, 2 fabric close-up, 3 folded flat-lay, 4 on a hanger. */
  view: number;
  seed: string;
}

const W = 1120;
const H = 1400;

/** Pale cloth on the studio's pale ground reads as a blank tile at thumbnail size (56 px on phones): pale pieces
 *  stand on a deeper sand. */
function ground(pal: Palette, tone: string): string {
  return luminance(pal.base) > 0.68 ? mix(tone, '#a89272', 0.5) : tone;
}

/** A seam line around the silhouette, drawn under the garment so half of it shows: the edge holds when shrunk. */
function edgeLine(sil: readonly string[], pal: Palette): string {
  const paths = sil.map((d) => `<path d="${d}"/>`).join('');
  return `<g fill="none" stroke="${pal.outline}" stroke-opacity=".6" stroke-width="9" stroke-linejoin="round">${paths}</g>`;
}

function spec(input: ProductArtworkInput, pal: Palette, back: boolean): DressSpec {
  return { garment: input.garment, pattern: input.pattern, pal, seed: input.seed, back };
}

function standing(doc: SvgDoc, input: ProductArtworkInput, pal: Palette, back: boolean): string {
  const sp = spec(input, pal, back);
  const place = fitGarment(sp, { cx: W / 2, cy: H * 0.48, maxW: W * 0.86, maxH: H * 0.76 });
  const art = drawPlaced(doc, sp, place);
  // The back view sits on a deeper ground than the front, so the two thumbnails are told apart at a glance.
  const tone = ground(pal, back ? mix(pal.backdrop, '#c4ae8e', 0.55) : pal.backdrop);
  const bottom = place.ty + art.box.y1 * place.s;
  const halfW = ((art.box.x1 - art.box.x0) / 2) * place.s;
  return (
    studioBackdrop(doc, W, H, tone, 0.82) +
    floorShadow(doc, W / 2, Math.min(H - 60, bottom + 40), halfW * 0.9, 34) +
    `<g transform="${placeTransform(place)}">` +
    dropShadow(art.sil, 14, 20, 16, back ? 0.32 : 0.22) +
    edgeLine(art.sil, pal) +
    art.svg +
    `</g>`
  );
}

function onHanger(doc: SvgDoc, input: ProductArtworkInput, pal: Palette): string {
  const sp = spec(input, pal, false);
  const place = fitGarment(sp, { cx: W / 2, cy: H * 0.57, maxW: W * 0.8, maxH: H * 0.7 });
  const art = drawPlaced(doc, sp, place);
  const tone = ground(pal, mix(pal.backdrop, lighten(pal.base, 0.6), 0.35));
  const hookY = place.ty + (art.hangY - 128) * place.s;
  const rail =
    `<rect x="0" y="${n(hookY - 8)}" width="${W}" height="12" fill="#a98547"/>` +
    `<rect x="0" y="${n(hookY - 7)}" width="${W}" height="3" fill="#f4dc9c" opacity=".7"/>` +
    `<rect x="0" y="${n(hookY + 4)}" width="${W}" height="10" fill="#2b1d12" opacity=".08"/>`;
  const wood = mix('#9a6a3f', pal.base, 0.12);
  // No tilt: rotated pattern fills are very slow in librsvg (see patterns.ts).
  return (
    studioBackdrop(doc, W, H, tone, 0.9) +
    rail +
    `<g transform="${placeTransform(place)}">` +
    dropShadow(art.sil, 22, 26, 18, 0.2) +
    hanger(art.hangHalfW, art.hangY, wood) +
    edgeLine(art.sil, pal) +
    art.svg +
    `</g>`
  );
}

function closeUp(doc: SvgDoc, input: ProductArtworkInput, pal: Palette, rng: Rng): string {
  const fabric = makeFabric(doc, input.pattern, pal, input.seed, IDENTITY, 2.7);
  // Where the border band crosses: embroidery is all about the band, so it takes the middle.
  const [b0, b1] = fabric.heavyTrim ? [560, 1010] : [880, 1130];
  const e = b1 + 24;
  const wave = rng.range(-30, 30);
  const edgeLine = `M-20,${n(e + wave)}C300,${n(e + 50)} 640,${n(e - 40)} 1140,${n(e - wave)}`;
  const edge = `${edgeLine}L1140,-20L-20,-20Z`;
  const clip = doc.id('cu');
  doc.def(`<clipPath id="${clip}"><path d="${edge}"/></clipPath>`);
  const light = linearGradient(
    doc,
    [
      [0, '#fff', 0.14],
      [0.5, '#fff', 0],
      [1, '#000', 0.18],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const folds = streaks(doc, [
    { x0: 150, y0: -20, w0: 130, x1: 250, y1: 1420, w1: 200, dark: true },
    { x0: 560, y0: -20, w0: 150, x1: 640, y1: 1420, w1: 230, dark: false },
    { x0: 960, y0: -20, w0: 130, x1: 1010, y1: 1420, w1: 200, dark: true },
  ]);
  const bandEdges =
    `<path d="M0,${b0}H${W}" stroke="${fabric.bandEdge}" stroke-width="8"/>` +
    `<path d="M0,${b0 + 18}H${W}" stroke="${fabric.bandEdge}" stroke-width="3" stroke-dasharray="12 9"/>` +
    `<path d="M0,${b1 - 14}H${W}" stroke="${fabric.bandEdge}" stroke-width="5"/>`;
  const full = `x="0" y="0" width="${W}" height="${H}"`;
  const cloth =
    `<g clip-path="url(#${clip})">` +
    `<rect ${full} fill="${fabric.fill}"/>` +
    `<rect x="0" y="${b0}" width="${W}" height="${b1 - b0}" fill="${fabric.band}"/>` +
    bandEdges +
    `<rect ${full} fill="${fabric.weave}" opacity="${f3(fabric.weaveOpacity * 1.3)}"/>` +
    folds +
    `<rect ${full} fill="url(#${light})"/>` +
    `</g>`;
  // Below the hem: the next layer of the same cloth, in shadow.
  const under = `<rect ${full} fill="${fabric.fill}"/><rect ${full} fill="#1b1410" opacity=".5"/>`;
  const shadow = `<path d="${edge}" transform="translate(0,18)" fill="#1b1410" opacity=".35"/>`;
  return under + shadow + cloth + needle(760, 250, 200, 150 + rng.jitter(10), pal.ink);
}

function flatLay(doc: SvgDoc, input: ProductArtworkInput, pal: Palette, rng: Rng): string {
  const fabric = makeFabric(doc, input.pattern, pal, input.seed, IDENTITY, 1.3);
  // A deeper table than the studio wall, and the folded piece filling most of the frame: at 56 px the cloth, not the
  // table, is what the thumbnail shows.
  const surface = ground(pal, mix('#d8c8ae', pal.base, 0.06));
  const bg = studioBackdrop(doc, W, H, surface, 1);
  const fw = 860;
  const fh = 700;
  const x0 = Math.round((W - fw) / 2 - 25);
  const y0 = 320;
  const tunicLike = !['dupatta', 'lehenga', 'frock'].includes(input.garment);
  const lower = ['waistcoat', 'boys-kurta', 'shalwar-kameez'].includes(input.garment)
    ? pal.plain
    : mix(pal.base, pal.ink, 0.35);
  const light = linearGradient(
    doc,
    [
      [0, '#fff', 0.16],
      [0.55, '#fff', 0],
      [1, '#000', 0.16],
    ],
    { x1: 0, y1: 0, x2: 0.4, y2: 1 },
  );
  const rounded = (x: number, y: number, w: number, h: number, r: number): string =>
    `M${pt(x + r, y)}H${n(x + w - r)}Q${pt(x + w, y)} ${pt(x + w, y + r)}V${n(y + h - r)}Q${pt(x + w, y + h)} ${pt(x + w - r, y + h)}H${n(x + r)}Q${pt(x, y + h)} ${pt(x, y + h - r)}V${n(y + r)}Q${pt(x, y)} ${pt(x + r, y)}Z`;
  const topRect = rounded(x0, y0, fw, fh, 16);
  const lowRect = rounded(x0 + 50, y0 + 90, fw, fh, 16);
  const clip = doc.id('fl');
  doc.def(`<clipPath id="${clip}"><path d="${topRect}"/></clipPath>`);
  const lowClip = doc.id('fl');
  doc.def(`<clipPath id="${lowClip}"><path d="${lowRect}"/></clipPath>`);
  const cx = x0 + fw / 2;
  const neckD = `M${pt(cx - 80, y0)}Q${pt(cx, y0 + 150)} ${pt(cx + 80, y0)}`;
  const neck = tunicLike
    ? `<path d="${neckD}Z" fill="${darken(pal.base, 0.4)}"/>` +
      `<path d="${neckD}" fill="none" stroke="${fabric.bandEdge}" stroke-width="${fabric.heavyTrim ? 90 : 30}"/>` +
      `<path d="${neckD}" fill="none" stroke="${fabric.band}" stroke-width="${fabric.heavyTrim ? 84 : 24}"/>`
    : '';
  // Sleeves folded behind show as a slightly darker strip down each side.
  const sleeves = tunicLike
    ? `<rect x="${x0}" y="${y0}" width="86" height="${fh}" fill="#000" opacity=".08"/><rect x="${x0 + fw - 86}" y="${y0}" width="86" height="${fh}" fill="#000" opacity=".08"/>` +
      `<path d="M${x0 + 86},${y0}V${y0 + fh}M${x0 + fw - 86},${y0}V${y0 + fh}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`
    : '';
  const hem = `<rect x="${x0}" y="${y0 + fh - 110}" width="${fw}" height="110" fill="${fabric.band}"/><path d="M${x0},${y0 + fh - 110}H${x0 + fw}" stroke="${fabric.bandEdge}" stroke-width="5"/>`;
  const fringe =
    input.garment === 'dupatta'
      ? Array.from({ length: 28 }, (_, i) => `M${pt(x0 + 14 + i * 25.4, y0 + fh)}l${n(rng.jitter(3))},40`).join('')
      : '';
  const under =
    `<path d="${lowRect}" transform="translate(14,22)" fill="#2b1d12" opacity=".28"/>` +
    `<path d="${lowRect}" fill="${lower}"/>` +
    `<g clip-path="url(#${lowClip})"><rect x="${x0 + 50}" y="${y0 + 90 + fh - 56}" width="${fw}" height="56" fill="${fabric.band}"/>` +
    `<rect x="${x0 + 50}" y="${y0 + 90}" width="${fw}" height="${fh}" fill="url(#${light})"/></g>` +
    `<path d="${lowRect}" fill="none" stroke="${pal.outline}" stroke-opacity=".6" stroke-width="5"/>`;
  const top =
    `<path d="${topRect}" transform="translate(16,24)" fill="#2b1d12" opacity=".34"/>` +
    `<path d="${topRect}" fill="${fabric.fill}"/>` +
    `<g clip-path="url(#${clip})">${hem}${sleeves}${neck}` +
    `<rect x="${x0}" y="${y0}" width="${fw}" height="${fh}" fill="${fabric.weave}" opacity="${f3(fabric.weaveOpacity)}"/>` +
    `<rect x="${x0}" y="${y0}" width="${fw}" height="${fh}" fill="url(#${light})"/></g>` +
    `<path d="${topRect}" fill="none" stroke="${pal.outline}" stroke-opacity=".75" stroke-width="5"/>` +
    (fringe ? `<path d="${fringe}" stroke="${fabric.bandEdge}" stroke-width="4" stroke-linecap="round"/>` : '');
  const props =
    bangle(doc, 880, 160, 92) +
    bangle(doc, 925, 195, 86) +
    spool(doc, 200, 1200, 54, pal.ink, -18) +
    spool(doc, 340, 1250, 48, pal.ink2 === pal.base ? pal.accent : pal.ink2, 12) +
    jasmine(230, 150, 38, 10) +
    jasmine(305, 205, 30, 40) +
    jasmine(175, 235, 26, 70) +
    jasmine(900, 1200, 36, 70) +
    jasmine(975, 1250, 28, 20);
  return bg + under + top + props;
}

export function productArtwork(input: ProductArtworkInput): string {
  const view = Math.max(0, Math.min(4, Math.floor(Number.isFinite(input.view) ? input.view : 0)));
  const doc = new SvgDoc(`a${hashString(`${input.seed}|${view}`).toString(36)}`);
  const pal = derivePalette(input.colors);
  const rng = createRng(`${input.seed}|${input.garment}|${input.pattern}|${view}`);
  let body: string;
  switch (view) {
    case 1:
      body = standing(doc, input, pal, true);
      break;
    case 2:
      body = closeUp(doc, input, pal, rng);
      break;
    case 3:
      body = flatLay(doc, input, pal, rng);
      break;
    case 4:
      body = onHanger(doc, input, pal);
      break;
    default:
      body = standing(doc, input, pal, false);
  }
  return doc.render(W, H, body);
}
