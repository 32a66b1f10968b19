// Fits a garment into a frame on the canvas and draws it with pixel-aligned fabric.
import type { GarmentKind, PatternKind } from '../demo-types.ts';
import { drawGarment, type GarmentArt } from './garments.ts';
import { mix, type Palette } from './palette.ts';
import type { Ctx } from './parts.ts';
import { makeFabric, type Fabric } from './patterns.ts';
import { createRng } from './prng.ts';
import { dropShadow, hanger } from './scene.ts';
import { placement, placeTransform, SvgDoc, type Placement } from './svg.ts';

export interface DressSpec {
  garment: GarmentKind;
  pattern: PatternKind;
  pal: Palette;
  seed: string;
  back: boolean;
}

/** Frame to fit into: centre and the largest allowed size, in canvas pixels. */
export interface Frame {
  cx: number;
  cy: number;
  maxW: number;
  maxH: number;
}

function ctxFor(doc: SvgDoc, spec: DressSpec, fabric: Fabric): Ctx {
  // The plain companion cloth keeps the product's band so cuffs still match.
  const plain: Fabric = { ...fabric, fill: spec.pal.plain, heavyTrim: false };
  return {
    doc,
    pal: spec.pal,
    fabric,
    plain,
    back: spec.back,
    rng: createRng(`${spec.seed}|${spec.garment}|${spec.back ? 'b' : 'f'}`),
  };
}

/**
 * Where the garment goes. The fabric tiles must know the final transform before the garment
 * is drawn, so the extent comes from a throwaway dry run.
 */
export function fitGarment(spec: DressSpec, frame: Frame): Placement {
  const box = probeGarment(spec).box;
  const gw = box.x1 - box.x0;
  const gh = box.y1 - box.y0;
  const s = Math.min(frame.maxW / gw, frame.maxH / gh);
  return placement(s, frame.cx - ((box.x0 + box.x1) / 2) * s, frame.cy - ((box.y0 + box.y1) / 2) * s);
}

/** Extent and hanging point of a garment, from a dry run. */
export function probeGarment(spec: DressSpec): GarmentArt {
  const probe = new SvgDoc('probe');
  return drawGarment(ctxFor(probe, spec, makeFabric(probe, spec.pattern, spec.pal, spec.seed)), spec.garment);
}

/** Draws the garment for the given placement; wrap the result in placeTransform(place). */
export function drawPlaced(doc: SvgDoc, spec: DressSpec, place: Placement): GarmentArt {
  const fabric = makeFabric(doc, spec.pattern, spec.pal, spec.seed, place);
  return drawGarment(ctxFor(doc, spec, fabric), spec.garment);
}

/** Distance from the hanging point up to the top of the hanger hook, in garment units. */
export const HOOK_RISE = 128;

/**
 * A garment on a wooden hanger whose hook tip touches a rail at `railY`; `height` is the
 * drawn height from hook tip to hem, in canvas pixels.
 */
export function hangingGarment(doc: SvgDoc, spec: DressSpec, cx: number, railY: number, height: number): string {
  const probe = probeGarment(spec);
  const top = probe.hangY - HOOK_RISE;
  const s = Math.floor((height / (probe.box.y1 - top)) * 1024) / 1024;
  const place = placement(s, cx, railY - top * s);
  const art = drawPlaced(doc, spec, place);
  const wood = mix('#9a6a3f', spec.pal.base, 0.12);
  return `<g transform="${placeTransform(place)}">${dropShadow(art.sil, 18, 24, 16, 0.22)}${hanger(art.hangHalfW, art.hangY, wood)}${art.svg}</g>`;
}
