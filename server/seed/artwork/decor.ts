// Festive and room decorations for banners: crescent, stars, lanterns, bunting, a potted plant, a brass rail.
import { darken, lighten } from './palette.ts';
import { diamondPath, starPath } from './motifs.ts';
import { n, pt, radialGradient, linearGradient, type SvgDoc } from './svg.ts';

/** A crescent moon: a disc with an offset disc cut away (even-odd fill, no mask needed). */
export function crescent(doc: SvgDoc, cx: number, cy: number, r: number): string {
  const glow = radialGradient(
    doc,
    [
      [0, '#ffe9a8', 0.45],
      [1, '#ffe9a8', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  const c = (x: number, y: number, rr: number): string =>
    `M${pt(x - rr, y)}a${n(rr)},${n(rr)} 0 1,0 ${n(2 * rr)},0a${n(rr)},${n(rr)} 0 1,0 ${n(-2 * rr)},0Z`;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.4)}" fill="url(#${glow})"/>` +
    `<path d="${c(cx, cy, r)}${c(cx + r * 0.42, cy - r * 0.22, r * 0.86)}" fill="#f7dc8a" fill-rule="evenodd"/>`
  );
}

/** Twinkling four-point stars scattered in a rectangle (positions from a fixed list, scaled). */
export function stars(x: number, y: number, w: number, h: number, count: number, seedOffset: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const fx = (((i * 0.618 + seedOffset) % 1) + 1) % 1;
    const fy = (((i * 0.377 + seedOffset * 0.5) % 1) + 1) % 1;
    const r = 4 + ((i * 7) % 5) * 1.6;
    d += starPath(x + fx * w, y + fy * h, r, r * 0.28, 4, 0);
  }
  return `<path d="${d}" fill="#fff4cf" opacity=".85"/>`;
}

/** A hanging fanoos lantern on a cord from the top edge, glowing warm. */
export function lantern(doc: SvgDoc, x: number, cordTop: number, y: number, size: number, metal: string): string {
  const glow = doc.shared('lanternGlow', () =>
    radialGradient(
      doc,
      [
        [0, '#fff3c4', 1],
        [0.5, '#ffc24a', 0.95],
        [1, '#e0801f', 0.9],
      ],
      { cx: 0.5, cy: 0.5, r: 0.6 },
    ),
  );
  const halo = doc.shared('lanternHalo', () =>
    radialGradient(
      doc,
      [
        [0, '#ffcf6b', 0.4],
        [1, '#ffcf6b', 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    ),
  );
  const s = size;
  const body = `M${pt(x - s * 0.42, y)}L${pt(x + s * 0.42, y)}L${pt(x + s * 0.55, y + s * 0.7)}L${pt(x + s * 0.3, y + s * 1.25)}L${pt(x - s * 0.3, y + s * 1.25)}L${pt(x - s * 0.55, y + s * 0.7)}Z`;
  const dome = `M${pt(x - s * 0.46, y + 2)}Q${pt(x, y - s * 0.7)} ${pt(x + s * 0.46, y + 2)}Z`;
  return (
    `<path d="M${pt(x, cordTop)}V${n(y - s * 0.45)}" stroke="${metal}" stroke-width="2.5"/>` +
    `<circle cx="${n(x)}" cy="${n(y + s * 0.6)}" r="${n(s * 1.5)}" fill="url(#${halo})"/>` +
    `<path d="${body}" fill="url(#${glow})"/>` +
    `<path d="M${pt(x, y)}V${n(y + s * 1.25)}M${pt(x - s * 0.55, y + s * 0.7)}H${n(x + s * 0.55)}" stroke="${metal}" stroke-width="${n(s * 0.05)}"/>` +
    `<path d="${body}" fill="none" stroke="${metal}" stroke-width="${n(s * 0.07)}" stroke-linejoin="round"/>` +
    `<path d="${dome}" fill="${metal}"/><path d="${dome}" fill="#fff" opacity=".18" transform="translate(${n(-s * 0.08)},${n(-s * 0.04)}) scale(1)"/>` +
    `<circle cx="${n(x)}" cy="${n(y - s * 0.42)}" r="${n(s * 0.08)}" fill="${metal}"/>` +
    `<path d="${diamondPath(x, y + s * 1.45, s * 0.12, s * 0.22)}" fill="${metal}"/>`
  );
}

/** Triangle bunting along a sagging string. */
export function bunting(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  colors: readonly string[],
  flagW: number,
): string {
  const count = Math.max(2, Math.floor(Math.hypot(x1 - x0, y1 - y0) / (flagW * 1.25)));
  const at = (t: number): [number, number] => [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + sag * 4 * t * (1 - t)];
  let flags = '';
  for (let i = 0; i < count; i++) {
    const a = at((i + 0.1) / count);
    const b = at((i + 0.9) / count);
    const m = at((i + 0.5) / count);
    const color = colors[i % colors.length] as string;
    flags += `<path d="M${pt(...a)}L${pt(...b)}L${pt(m[0], m[1] + flagW * 1.1)}Z" fill="${color}"/>`;
    flags += `<path d="M${pt(...a)}L${pt(...b)}L${pt(m[0], m[1] + flagW * 1.1)}Z" fill="none" stroke="${darken(color, 0.3)}" stroke-width="1.2" opacity=".6"/>`;
  }
  const [mx, my] = at(0.5);
  return `<path d="M${pt(x0, y0)}Q${pt(mx, my * 2 - (y0 + y1) / 2)} ${pt(x1, y1)}" fill="none" stroke="#e9d8a6" stroke-width="2.5"/>${flags}`;
}

/** A potted plant: terracotta pot and a fan of long leaves. */
export function plant(x: number, floorY: number, h: number, leaf: string): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.26;
    const len = h * (0.55 + ((i * 37) % 10) / 30);
    const tx = x + Math.cos(a) * len;
    const ty = floorY - h * 0.32 + Math.sin(a) * len;
    const c1x = x + Math.cos(a - 0.25) * len * 0.5;
    const c1y = floorY - h * 0.32 + Math.sin(a - 0.25) * len * 0.5;
    const c2x = x + Math.cos(a + 0.25) * len * 0.5;
    const c2y = floorY - h * 0.32 + Math.sin(a + 0.25) * len * 0.5;
    const col = i % 2 === 0 ? leaf : lighten(leaf, 0.18);
    leaves += `<path d="M${pt(x, floorY - h * 0.3)}Q${pt(c1x, c1y)} ${pt(tx, ty)}Q${pt(c2x, c2y)} ${pt(x, floorY - h * 0.3)}Z" fill="${col}"/>`;
  }
  const pot = `M${pt(x - h * 0.2, floorY - h * 0.34)}H${n(x + h * 0.2)}L${pt(x + h * 0.15, floorY)}H${n(x - h * 0.15)}Z`;
  return (
    `<ellipse cx="${n(x + 10)}" cy="${n(floorY)}" rx="${n(h * 0.3)}" ry="${n(h * 0.04)}" fill="#2b1d12" opacity=".2"/>` +
    leaves +
    `<path d="${pot}" fill="#b8643a"/><path d="${pot}" fill="#000" opacity=".1" transform="translate(${n(h * 0.1)},0) scale(1)"/>` +
    `<rect x="${n(x - h * 0.22)}" y="${n(floorY - h * 0.37)}" width="${n(h * 0.44)}" height="${n(h * 0.05)}" rx="3" fill="#a4552f"/>`
  );
}

/** A brass clothes rail across part of the width. */
export function rail(doc: SvgDoc, x0: number, x1: number, y: number): string {
  const g = doc.shared('brass', () =>
    linearGradient(
      doc,
      [
        [0, '#f3dc9a', 1],
        [0.5, '#b38a3e', 1],
        [1, '#7d5d24', 1],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
  );
  return (
    `<rect x="${n(x0)}" y="${n(y + 10)}" width="${n(x1 - x0)}" height="8" fill="#2b1d12" opacity=".08"/>` +
    `<rect x="${n(x0)}" y="${n(y - 6)}" width="${n(x1 - x0)}" height="12" rx="6" fill="url(#${g})"/>` +
    `<circle cx="${n(x0)}" cy="${n(y)}" r="11" fill="url(#${g})"/><circle cx="${n(x1)}" cy="${n(y)}" r="11" fill="url(#${g})"/>`
  );
}
