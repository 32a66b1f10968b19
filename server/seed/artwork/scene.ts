// Studio staging shared by all images: backdrops, shadows, hangers and small styling props.
import { darken, lighten } from './palette.ts';
import { f3, n, pt, linearGradient, radialGradient, type SvgDoc } from './svg.ts';

/** A soft studio sweep: lit centre, gentle vignette and a barely visible floor line. */
export function studioBackdrop(doc: SvgDoc, w: number, h: number, tone: string, floorAt = 0.8): string {
  const wall = linearGradient(
    doc,
    [
      [0, lighten(tone, 0.25), 1],
      [floorAt - 0.06, tone, 1],
      [floorAt, darken(tone, 0.06), 1],
      [1, darken(tone, 0.1), 1],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  // One radial does both jobs: a lit centre and a gentle vignette (each full-canvas rect costs render time).
  const light = radialGradient(
    doc,
    [
      [0, '#fff', 0.4],
      [0.45, '#fff', 0.06],
      [0.7, '#fff', 0],
      [1, darken(tone, 0.6), 0.2],
    ],
    { cx: 0.47, cy: 0.4, r: 0.78 },
  );
  return `<rect width="${w}" height="${h}" fill="url(#${wall})"/><rect width="${w}" height="${h}" fill="url(#${light})"/>`;
}

/** Elliptical contact shadow on the floor. */
export function floorShadow(doc: SvgDoc, cx: number, cy: number, rx: number, ry: number, strength = 0.3): string {
  const g = doc.shared(`floor${strength}`, () =>
    radialGradient(
      doc,
      [
        [0, '#2a1d12', strength],
        [0.55, '#2a1d12', strength * 0.4],
        [1, '#2a1d12', 0],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    ),
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${g})"/>`;
}

/**
 * Soft copy of a silhouette, offset down-right: the garment floating just off the backdrop.
 * Faked with a few widening translucent strokes, because an feGaussianBlur over the garment
 * costs about a second per image in librsvg.
 */
export function dropShadow(sil: readonly string[], dx: number, dy: number, spread: number, opacity: number): string {
  const paths = sil.map((d) => `<path d="${d}"/>`).join('');
  // Many thin steps read as a gradient; few thick ones show as visible rings.
  const layers = [1, 0.8, 0.6, 0.4, 0.2]
    .map(
      (k) =>
        `<g stroke-width="${n(spread * 2 * k)}" fill-opacity="${f3(opacity * 0.12)}" stroke-opacity="${f3(opacity * 0.12)}">${paths}</g>`,
    )
    .join('');
  return `<g transform="translate(${n(dx)},${n(dy)})" fill="#2b1d12" stroke="#2b1d12" stroke-linejoin="round">${layers}<g stroke="none" fill-opacity="${f3(opacity * 0.3)}">${paths}</g></g>`;
}

/** Wooden hanger in the garment's local frame: hook above the neck, arms along the shoulders. */
export function hanger(halfW: number, y: number, wood: string): string {
  const arm = `M${pt(-halfW - 8, y + 10)}Q${pt(-halfW * 0.5, y - 44)} 0,${n(y - 50)}Q${pt(halfW * 0.5, y - 44)} ${pt(halfW + 8, y + 10)}`;
  return (
    `<path d="M0,${n(y - 50)}L0,${n(y - 92)}C0,${n(y - 122)} 34,${n(y - 128)} 36,${n(y - 100)}" fill="none" stroke="#b9b2a6" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M0,${n(y - 52)}L0,${n(y - 92)}C0,${n(y - 122)} 34,${n(y - 128)} 36,${n(y - 100)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${arm}" fill="none" stroke="${wood}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${arm}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="5" stroke-linecap="round" transform="translate(0,-5)"/>`
  );
}

/** A spool of thread seen from above at a slight angle. */
export function spool(doc: SvgDoc, x: number, y: number, r: number, thread: string, angle = 0): string {
  const g = linearGradient(
    doc,
    [
      [0, darken(thread, 0.3), 1],
      [0.45, lighten(thread, 0.25), 1],
      [1, darken(thread, 0.35), 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const w = r * 1.6;
  const h = r * 2.6;
  let lines = '';
  for (let i = 1; i < 14; i++) lines += `M${pt(-w / 2, -h / 2 + (i * h) / 14)}h${n(w)}`;
  return (
    `<g transform="translate(${pt(x, y)}) rotate(${n(angle)})">` +
    `<rect x="${n(-w / 2 - 10)}" y="${n(-h / 2 - 16)}" width="${n(w + 20)}" height="${n(h + 32)}" rx="8" fill="#2b1d12" opacity=".18" transform="translate(10,12)"/>` +
    `<rect x="${n(-w / 2 - 12)}" y="${n(-h / 2 - 14)}" width="${n(w + 24)}" height="14" rx="5" fill="#c49a6c"/>` +
    `<rect x="${n(-w / 2 - 12)}" y="${n(h / 2)}" width="${n(w + 24)}" height="14" rx="5" fill="#a77d52"/>` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" fill="url(#${g})"/>` +
    `<path d="${lines}" stroke="#000" stroke-opacity=".12" stroke-width="1.2"/>` +
    `<path d="M${pt(w / 2 - 4, h / 4)}C${pt(w + 30, h / 3)} ${pt(w + 10, h)} ${pt(w + 70, h + 30)}" fill="none" stroke="${thread}" stroke-width="2.2"/>` +
    `</g>`
  );
}

/** A brass bangle (kara) lying flat: a ring with a metallic sweep and tiny engraved dots. */
export function bangle(doc: SvgDoc, x: number, y: number, r: number): string {
  const g = linearGradient(
    doc,
    [
      [0, '#8a6420', 1],
      [0.3, '#f3d58a', 1],
      [0.55, '#b9892e', 1],
      [0.8, '#f0cf7a', 1],
      [1, '#7a561a', 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return (
    `<circle cx="${n(x + 8)}" cy="${n(y + 10)}" r="${n(r)}" fill="none" stroke="#2b1d12" stroke-opacity=".2" stroke-width="${n(r * 0.2)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="url(#${g})" stroke-width="${n(r * 0.18)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="#5a3f10" stroke-opacity=".5" stroke-width="2.2" stroke-dasharray="1 9"/>`
  );
}

/** A few jasmine (motia) blossoms: five white petals and a yellow eye. */
export function jasmine(x: number, y: number, r: number, rot: number): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = (rot + i * 72) * (Math.PI / 180);
    const px = x + Math.cos(a) * r * 0.7;
    const py = y + Math.sin(a) * r * 0.7;
    d += `M${pt(px + r * 0.45, py)}a${n(r * 0.45)},${n(r * 0.45)} 0 1,0 ${n(-r * 0.9)},0a${n(r * 0.45)},${n(r * 0.45)} 0 1,0 ${n(r * 0.9)},0`;
  }
  return (
    `<path d="${d}" fill="#2b1d12" opacity=".14" transform="translate(4,5)"/>` +
    `<path d="${d}" fill="#fbf8f0" stroke="#e5dccb" stroke-width="1"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="#e8c14c"/>`
  );
}

/** A sewing needle trailing a thread, for close-ups of hand work. */
export function needle(x: number, y: number, len: number, angle: number, thread: string): string {
  return (
    `<g transform="translate(${pt(x, y)}) rotate(${n(angle)})">` +
    `<path d="M0,0C${n(len * 0.3)},${n(len * 0.9)} ${n(-len * 0.6)},${n(len * 0.6)} ${n(-len * 0.4)},${n(len * 1.4)}" fill="none" stroke="${thread}" stroke-width="3.5"/>` +
    `<path d="M-4,2L${n(len)},3L-4,6Z" fill="#2b1d12" opacity=".2" transform="translate(6,10)"/>` +
    `<path d="M-6,0L${n(len)},2.5L-6,5Q-12,2.5 -6,0Z" fill="#c7ccd3"/>` +
    `<path d="M-6,1.2L${n(len * 0.8)},2.4" stroke="#fff" stroke-width="1.2" opacity=".8"/>` +
    `<ellipse cx="2" cy="2.5" rx="4" ry="1.2" fill="#5c6168"/>` +
    `</g>`
  );
}
