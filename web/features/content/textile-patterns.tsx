// Four small repeating SVG tiles after Pakistani textile crafts, drawn in the brand colours (no photographs to download).
export type TextilePattern = 'ajrak' | 'buti' | 'chikankari' | 'phulkari';

interface Tile {
  size: number;
  background: string;
  /** The watermark's colour: light on dark cloth, dark on pale cloth, faint either way. */
  watermark: string;
  motif: React.ReactNode;
}

const CORNERS = [
  [0, 0],
  [48, 0],
  [0, 48],
  [48, 48],
] as const;

/** Ajrak: indigo eight-point stars with white eyes on madder red, black roundels at the joins. */
const AJRAK: Tile = {
  size: 48,
  background: 'fill-madder',
  watermark: 'text-white/30',
  motif: (
    <>
      <rect x="14" y="14" width="20" height="20" className="fill-indigo" />
      <rect x="14" y="14" width="20" height="20" transform="rotate(45 24 24)" className="fill-indigo" />
      <rect x="19" y="19" width="10" height="10" transform="rotate(45 24 24)" className="fill-ivory" />
      <circle cx="24" cy="24" r="2.5" className="fill-madder" />
      {CORNERS.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="6" className="fill-ink" />
          <circle cx={x} cy={y} r="2" className="fill-ivory" />
        </g>
      ))}
    </>
  ),
};

function Buti({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="4" cy="0" r="3" className="fill-madder" />
      <circle cx="-4" cy="0" r="3" className="fill-madder" />
      <circle cx="0" cy="4" r="3" className="fill-madder" />
      <circle cx="0" cy="-4" r="3" className="fill-madder" />
      <circle r="2" className="fill-gold" />
    </g>
  );
}

/** Block print: madder flowers with gold centres in a half-drop repeat on unbleached cotton. */
const BUTI: Tile = {
  size: 36,
  background: 'fill-sand',
  watermark: 'text-madder/25',
  motif: (
    <>
      <Buti x={9} y={9} />
      <Buti x={27} y={27} />
      <circle cx="27" cy="9" r="1.3" className="fill-indigo" />
      <circle cx="9" cy="27" r="1.3" className="fill-indigo" />
    </>
  ),
};

/** Chikankari: running-stitch vines, leaves and knot dots in white thread on green lawn. */
const CHIKANKARI: Tile = {
  size: 48,
  background: 'fill-leaf',
  watermark: 'text-white/30',
  motif: (
    <g className="fill-none stroke-ivory" strokeWidth="1.2">
      <path d="M0 36C12 36 12 12 24 12S36 36 48 36" strokeDasharray="2 2" />
      <ellipse cx="8" cy="27" rx="4" ry="1.8" transform="rotate(-60 8 27)" />
      <ellipse cx="17" cy="17" rx="4" ry="1.8" transform="rotate(20 17 17)" />
      <ellipse cx="31" cy="19" rx="4" ry="1.8" transform="rotate(-20 31 19)" />
      <ellipse cx="40" cy="27" rx="4" ry="1.8" transform="rotate(60 40 27)" />
      <circle cx="24" cy="6" r="1.6" />
      <circle cx="24" cy="42" r="0.9" className="fill-ivory" />
      <circle cx="20" cy="44" r="0.9" className="fill-ivory" />
      <circle cx="28" cy="44" r="0.9" className="fill-ivory" />
    </g>
  ),
};

/** Phulkari: nested diamonds of golden silk floss darned into deep red khaddar. */
const PHULKARI: Tile = {
  size: 32,
  background: 'fill-madder-dark',
  watermark: 'text-white/30',
  motif: (
    <>
      <polygon points="16,2 30,16 16,30 2,16" className="fill-gold" />
      <polygon points="16,8 24,16 16,24 8,16" className="fill-madder-dark" />
      <polygon points="16,12 20,16 16,20 12,16" className="fill-gold" />
    </>
  ),
};

const TILES: Record<TextilePattern, Tile> = { ajrak: AJRAK, buti: BUTI, chikankari: CHIKANKARI, phulkari: PHULKARI };

export function watermarkClass(pattern: TextilePattern): string {
  return TILES[pattern].watermark;
}

/** Fills its box with the pattern; the pattern id is per craft, and each craft appears once per page. */
export function TextileSvg({ pattern, label }: { pattern: TextilePattern; label: string }) {
  const tile = TILES[pattern];
  const id = `textile-${pattern}`;
  return (
    <svg role="img" aria-label={label} className="absolute inset-0 h-full w-full">
      <defs>
        <pattern id={id} width={tile.size} height={tile.size} patternUnits="userSpaceOnUse">
          <rect width={tile.size} height={tile.size} className={tile.background} />
          {tile.motif}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
