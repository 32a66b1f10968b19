// Category banners (800x1000): one styled garment per audience, with a darker, quieter bottom for the title.
import type { GarmentKind, PatternKind } from '../demo-types.ts';
import { bunting } from './decor.ts';
import { drawPlaced, fitGarment, type DressSpec } from './dress.ts';
import { darken, derivePalette, mix, type Palette } from './palette.ts';
import { makeFabric } from './patterns.ts';
import { hashString } from './prng.ts';
import { bangle, dropShadow, floorShadow, jasmine, studioBackdrop } from './scene.ts';
import { IDENTITY, linearGradient, n, placeTransform, pt, SvgDoc } from './svg.ts';

export interface CategoryArtworkInput {
  category: 'women' | 'girl' | 'boy' | 'all';
  seed: string;
}

const W = 800;
const H = 1000;

function garmentAt(doc: SvgDoc, spec: DressSpec, cx: number, cy: number, maxW: number, maxH: number): string {
  const place = fitGarment(spec, { cx, cy, maxW, maxH });
  const art = drawPlaced(doc, spec, place);
  return `<g transform="${placeTransform(place)}">${dropShadow(art.sil, 14, 20, 14, 0.22)}${art.svg}</g>`;
}

function look(garment: GarmentKind, pattern: PatternKind, colors: string[], seed: string): DressSpec {
  return { garment, pattern, pal: derivePalette(colors), seed, back: false };
}

/** Darkens the lower quarter so a white title overlaid there stays readable. */
function titleShade(doc: SvgDoc): string {
  const g = linearGradient(
    doc,
    [
      [0, '#1b120c', 0],
      [0.45, '#1b120c', 0.35],
      [1, '#1b120c', 0.72],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return `<rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="url(#${g})"/>`;
}

function women(doc: SvgDoc, seed: string): string {
  const tone = '#f1e3da';
  return (
    studioBackdrop(doc, W, H, tone, 0.8) +
    garmentAt(doc, look('dupatta', 'block-print', ['#e7b9a0', '#7a1f2b', '#2f5d62'], `${seed}d`), 540, 400, 430, 660) +
    floorShadow(doc, 330, 850, 250, 26) +
    garmentAt(doc, look('angrakha', 'ajrak', ['#9e1b1b', '#1d2a5a', '#f3e9d2'], `${seed}a`), 330, 470, 480, 760)
  );
}

function girl(doc: SvgDoc, seed: string): string {
  return (
    studioBackdrop(doc, W, H, '#f7e1e6', 0.8) +
    bunting(-10, 40, 810, 60, 70, ['#f4b400', '#e0336e', '#2c9e6b', '#ff7b1c', '#7ec8c1'], 30) +
    floorShadow(doc, 400, 800, 260, 24) +
    garmentAt(doc, look('frock', 'phulkari', ['#f06292', '#f4b400', '#2c9e6b'], seed), 400, 480, 600, 640)
  );
}

function boy(doc: SvgDoc, seed: string): string {
  return (
    studioBackdrop(doc, W, H, '#e9dcc6', 0.8) +
    floorShadow(doc, 400, 880, 200, 24) +
    garmentAt(doc, look('waistcoat', 'khaddar-stripe', ['#6b7a3a', '#d4a017', '#3d2b1f'], seed), 400, 470, 520, 800)
  );
}

/** A stack of folded fabrics, each showing its print on top and its border on the folded edge. */
function all(doc: SvgDoc, seed: string): string {
  const layers: Array<[PatternKind, string[]]> = [
    ['khaddar-stripe', ['#6b7a3a', '#d4a017', '#3d2b1f']],
    ['ajrak', ['#9e1b1b', '#1d2a5a']],
    ['chikankari', ['#cfe6dc']],
    ['block-print', ['#1f3a93', '#f3e9d2', '#c9a24a']],
    ['phulkari', ['#c2185b', '#f4b400', '#2c9e6b']],
  ];
  const light = linearGradient(
    doc,
    [
      [0, '#fff', 0.18],
      [0.6, '#fff', 0],
      [1, '#000', 0.22],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  let stack = '';
  const layerH = 118;
  layers.forEach(([pattern, colors], i) => {
    const pal: Palette = derivePalette(colors);
    const fabric = makeFabric(doc, pattern, pal, `${seed}${i}`, IDENTITY, 0.9);
    const w = 560 - i * 14;
    const x = Math.round((W - w) / 2 + (i % 2 === 0 ? -14 : 14));
    const y = 770 - (i + 1) * layerH;
    const d = `M${pt(x + 18, y)}H${n(x + w - 18)}Q${pt(x + w, y)} ${pt(x + w, y + 20)}V${n(y + layerH - 14)}Q${pt(x + w, y + layerH + 6)} ${pt(x + w - 22, y + layerH + 4)}H${n(x + 22)}Q${pt(x, y + layerH + 6)} ${pt(x, y + layerH - 14)}V${n(y + 20)}Q${pt(x, y)} ${pt(x + 18, y)}Z`;
    const clip = doc.id('st');
    doc.def(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    stack =
      `<path d="${d}" transform="translate(8,12)" fill="#2b1d12" opacity=".22"/>` +
      `<path d="${d}" fill="${fabric.fill}"/>` +
      `<g clip-path="url(#${clip})"><rect x="${x}" y="${y + layerH - 34}" width="${w}" height="44" fill="${fabric.band}"/>` +
      `<path d="M${x},${y + layerH - 34}H${x + w}" stroke="${fabric.bandEdge}" stroke-width="3"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${layerH + 10}" fill="url(#${light})"/></g>` +
      `<path d="${d}" fill="none" stroke="${darken(pal.base, 0.5)}" stroke-opacity=".45" stroke-width="2"/>` +
      stack;
  });
  return (
    studioBackdrop(doc, W, H, mix('#efe5d6', '#c9a24a', 0.08), 0.86) +
    floorShadow(doc, 400, 790, 330, 30, 0.35) +
    stack +
    bangle(doc, 600, 150, 70) +
    jasmine(190, 170, 30, 10) +
    jasmine(250, 215, 24, 50) +
    jasmine(640, 830, 26, 30)
  );
}

export function categoryArtwork(input: CategoryArtworkInput): string {
  const doc = new SvgDoc(`c${input.category.charAt(0)}${hashString(input.seed).toString(36)}`);
  const body =
    input.category === 'women'
      ? women(doc, input.seed)
      : input.category === 'girl'
        ? girl(doc, input.seed)
        : input.category === 'boy'
          ? boy(doc, input.seed)
          : all(doc, input.seed);
  return doc.render(W, H, body + titleShade(doc));
}
