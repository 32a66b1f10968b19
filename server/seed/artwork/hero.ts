// Home-page hero banners (1920x800): a calm left side for the overlaid text, garments on a rail to the right.
import type { GarmentKind, PatternKind } from '../demo-types.ts';
import { edgeTrim, streaks } from './cloth.ts';
import { bunting, crescent, lantern, plant, rail, stars } from './decor.ts';
import { hangingGarment } from './dress.ts';
import { darken, derivePalette, lighten } from './palette.ts';
import { makeFabric } from './patterns.ts';
import { hashString } from './prng.ts';
import { IDENTITY, linearGradient, radialGradient, SvgDoc } from './svg.ts';

export interface HeroArtworkInput {
  variant: 0 | 1 | 2;
  seed: string;
}

const W = 1920;
const H = 800;
/** Garment centres: the first sits inside a phone-sized centre crop (x 635-1285). */
const SLOTS = [1090, 1395, 1700] as const;

interface Look {
  garment: GarmentKind;
  pattern: PatternKind;
  colors: string[];
}

/** Left-to-right backdrop: flat and quiet where the headline sits, a soft light on the right. */
function backdrop(doc: SvgDoc, left: string, right: string, lightColor: string, lightOpacity: number): string {
  const g = linearGradient(
    doc,
    [
      [0, left, 1],
      [0.45, left, 1],
      [1, right, 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const v = linearGradient(
    doc,
    [
      [0, '#fff', 0.06],
      [0.7, '#000', 0],
      [1, '#000', 0.12],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const light = radialGradient(
    doc,
    [
      [0, lightColor, lightOpacity],
      [1, lightColor, 0],
    ],
    { cx: 0.7, cy: 0.45, r: 0.45 },
  );
  return `<rect width="${W}" height="${H}" fill="url(#${g})"/><rect width="${W}" height="${H}" fill="url(#${light})"/><rect width="${W}" height="${H}" fill="url(#${v})"/>`;
}

function rack(doc: SvgDoc, looks: readonly Look[], seed: string, railY: number, heights: readonly number[]): string {
  return looks
    .map((look, i) =>
      hangingGarment(
        doc,
        {
          garment: look.garment,
          pattern: look.pattern,
          pal: derivePalette(look.colors),
          seed: `${seed}:${i}`,
          back: false,
        },
        SLOTS[i] as number,
        railY,
        heights[i] as number,
      ),
    )
    .join('');
}

/** A wide ajrak cloth hung on the wall behind the rail, with a wavy free edge and a border. */
function textileSpread(doc: SvgDoc, seed: string): string {
  const pal = derivePalette(['#8e1c1c', '#1d2a5a', '#111111']);
  const fabric = makeFabric(doc, 'ajrak', pal, seed, IDENTITY, 1.2);
  const x = 1250;
  const edge = `M${x},0C${x - 40},160 ${x + 30},300 ${x - 20},470S${x + 10},700 ${x - 30},${H}`;
  const d = `${edge}L${W},${H}L${W},0Z`;
  const clip = doc.id('ts');
  doc.def(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  const folds = streaks(doc, [
    { x0: 1420, y0: 0, w0: 60, x1: 1400, y1: H, w1: 120, dark: true },
    { x0: 1560, y0: 0, w0: 50, x1: 1590, y1: H, w1: 110, dark: false },
    { x0: 1760, y0: 0, w0: 60, x1: 1740, y1: H, w1: 130, dark: true },
  ]);
  return (
    `<path d="${d}" transform="translate(-14,10)" fill="#2b1d12" opacity=".18"/>` +
    `<path d="${d}" fill="${fabric.fill}"/>` +
    `<g clip-path="url(#${clip})">${edgeTrim(edge, fabric, 34)}${folds}<rect x="${x - 60}" width="${W - x + 60}" height="${H}" fill="#f1e6d6" opacity=".28"/></g>`
  );
}

function variant0(doc: SvgDoc, seed: string): string {
  const looks: Look[] = [
    { garment: 'kurta', pattern: 'block-print', colors: ['#1f3a93', '#f3e9d2', '#c9a24a'] },
    { garment: 'kurta', pattern: 'chikankari', colors: ['#cfe6dc'] },
    { garment: 'kurta', pattern: 'embroidery', colors: ['#7a1f2b', '#d4a017', '#f3e9d2'] },
  ];
  return (
    backdrop(doc, '#f3ece2', '#eadcc8', '#fff8ea', 0.6) +
    textileSpread(doc, seed) +
    rail(doc, 930, 1890, 70) +
    rack(doc, looks, seed, 70, [660, 660, 660])
  );
}

function variant1(doc: SvgDoc, seed: string): string {
  const looks: Look[] = [
    { garment: 'frock', pattern: 'phulkari', colors: ['#c2185b', '#f4b400', '#2c9e6b'] },
    { garment: 'lehenga', pattern: 'mirror-work', colors: ['#0f5e5a', '#d4a017', '#e0336e'] },
    { garment: 'frock', pattern: 'embroidery', colors: ['#f4c6d6', '#c2185b', '#2c9e6b', '#d4a017'] },
  ];
  const off = (hashString(seed) % 1000) / 1000;
  return (
    backdrop(doc, '#1d2340', '#3b2150', '#ffcf6b', 0.18) +
    stars(900, 20, 1000, 260, 26, off) +
    crescent(doc, 1250, 128, 44) +
    bunting(880, 14, 1920, 24, 26, ['#f4b400', '#e0336e', '#2c9e6b', '#ff7b1c', '#f6e7c1'], 34) +
    lantern(doc, 915, 0, 300, 58, '#d4a64a') +
    lantern(doc, 1862, 0, 250, 52, '#d4a64a') +
    rail(doc, 960, 1840, 200) +
    rack(doc, looks, seed, 200, [550, 580, 550])
  );
}

function variant2(doc: SvgDoc, seed: string): string {
  const looks: Look[] = [
    { garment: 'waistcoat', pattern: 'khaddar-stripe', colors: ['#6b7a3a', '#d4a017', '#3d2b1f'] },
    { garment: 'boys-kurta', pattern: 'block-print', colors: ['#b7410e', '#f3e9d2', '#3d2b1f'] },
    { garment: 'waistcoat', pattern: 'ajrak', colors: ['#5c3317', '#1d2a5a', '#c9a24a'] },
  ];
  // A plank floor along the bottom grounds the scene.
  let planks = '';
  for (let x = 0; x < W; x += 160) planks += `M${x},${H - 70}L${x - 40},${H}`;
  const floor =
    `<rect y="${H - 70}" width="${W}" height="70" fill="${darken('#c9a27a', 0.15)}"/>` +
    `<path d="${planks}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>` +
    `<rect y="${H - 72}" width="${W}" height="4" fill="${lighten('#c9a27a', 0.3)}"/>`;
  return (
    backdrop(doc, '#efe3d1', '#e2c6a0', '#fff3dc', 0.5) +
    floor +
    rail(doc, 940, 1860, 70) +
    plant(1875, H - 40, 230, '#5f7a3a') +
    rack(doc, looks, seed, 70, [640, 630, 640])
  );
}

export function heroArtwork(input: HeroArtworkInput): string {
  const variant = input.variant === 1 || input.variant === 2 ? input.variant : 0;
  const doc = new SvgDoc(`h${variant}${hashString(input.seed).toString(36)}`);
  const body =
    variant === 1 ? variant1(doc, input.seed) : variant === 2 ? variant2(doc, input.seed) : variant0(doc, input.seed);
  return doc.render(W, H, body);
}
