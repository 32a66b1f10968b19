// Named colours the shop shows on products (swatches, filters, artwork), each with its display hex.

/** Colour name as the shop displays it (Title Case) mapped to a lowercase '#rrggbb' hex. */
export const NAMED_COLORS: Readonly<Record<string, string>> = Object.freeze({
  // Neutrals
  Black: '#111111',
  White: '#ffffff',
  Ivory: '#fffff0',
  'Off White': '#f5f1e6',
  Cream: '#f3e9d2',
  Beige: '#e3d3b4',
  Sand: '#d8c29d',
  Camel: '#c19a6b',
  Khaki: '#c3b091',
  Taupe: '#8b7d6b',
  Grey: '#808080',
  'Light Grey': '#d1d5db',
  'Slate Grey': '#64748b',
  Charcoal: '#36454f',
  Silver: '#c0c0c0',
  // Browns and earth tones
  Brown: '#8b5a2b',
  Chocolate: '#5c3317',
  Coffee: '#6f4e37',
  Tan: '#d2b48c',
  Rust: '#b7410e',
  Terracotta: '#c8643b',
  Copper: '#b87333',
  Bronze: '#cd7f32',
  Mustard: '#d4a017',
  Ochre: '#cc7722',
  // Reds and pinks
  Red: '#d32f2f',
  'Ajrak Red': '#9e1b1b',
  'Madder Red': '#a4262c',
  Crimson: '#b0102e',
  Maroon: '#800020',
  Burgundy: '#6d0f24',
  Wine: '#5e1224',
  'Cherry Red': '#c21a3a',
  Scarlet: '#e0301e',
  'Rose Pink': '#e8798f',
  'Tea Pink': '#f4c2c2',
  'Baby Pink': '#f8d3dc',
  'Dusty Pink': '#d4a5a5',
  'Hot Pink': '#ff5fa2',
  'Shocking Pink': '#fc0fc0',
  Blush: '#f2c4c4',
  Rose: '#e05d7b',
  'Onion Pink': '#e3a9a0',
  Fuchsia: '#d1208f',
  Magenta: '#c2185b',
  // Purples
  Plum: '#6e2c5f',
  Mauve: '#b784a7',
  Lilac: '#c8a2c8',
  Lavender: '#b9a9e0',
  Purple: '#6a1b9a',
  Aubergine: '#3d1c3a',
  Violet: '#7f3fbf',
  // Blues
  'Navy Blue': '#1f2a55',
  Indigo: '#2b3a8c',
  'Ajrak Indigo': '#1c2a5e',
  'Royal Blue': '#2a52be',
  Blue: '#1e6fd9',
  'Cobalt Blue': '#0047ab',
  'Sky Blue': '#87ceeb',
  'Powder Blue': '#b0d4e8',
  'Ice Blue': '#d6ecf3',
  'Denim Blue': '#3b5b8a',
  'Steel Blue': '#4682b4',
  'Peacock Blue': '#005f73',
  Teal: '#008080',
  Turquoise: '#30c5c0',
  Ferozi: '#1fb5b0',
  Aqua: '#62d2d8',
  // Greens
  'Mint Green': '#a8e6c1',
  'Sea Green': '#2e8b57',
  Emerald: '#1a8a5a',
  'Bottle Green': '#0b4f32',
  'Forest Green': '#1f5130',
  Olive: '#6b6b2a',
  Pistachio: '#a8c686',
  'Sage Green': '#9caf88',
  Green: '#2e9e44',
  'Parrot Green': '#4cbb17',
  Lime: '#a4d233',
  Mehndi: '#7a7a2e',
  'Moss Green': '#6b7f3a',
  // Yellows and oranges
  Yellow: '#f4d03f',
  'Lemon Yellow': '#fff176',
  'Haldi Yellow': '#e8b10c',
  Peach: '#f7c5a0',
  Apricot: '#f3b07d',
  Coral: '#f57c6b',
  Orange: '#f57c00',
  Saffron: '#f4a12a',
  Marigold: '#eaa221',
  Gold: '#c9a227',
  'Antique Gold': '#a8894a',
  Champagne: '#f1ddb6',
});

/** Grey used when a colour name is not in NAMED_COLORS. */
export const FALLBACK_COLOR_HEX = '#9ca3af';

/** Colours pre-filled in the admin product modal. */
export const DEFAULT_MODAL_COLORS = ['Black', 'White', 'Red', 'Blue', 'Green'] as const;

function normalize(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const HEX_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(NAMED_COLORS).map(([name, hex]) => [normalize(name), hex]),
);

/** Hex for a colour name, matched case-insensitively ignoring extra spaces; FALLBACK_COLOR_HEX if unknown. */
export function colorHex(name: string): string {
  return HEX_BY_KEY.get(normalize(name)) ?? FALLBACK_COLOR_HEX;
}

/** True when the name (case-insensitive, extra spaces ignored) is a known colour. */
export function isNamedColor(name: string): boolean {
  return HEX_BY_KEY.has(normalize(name));
}
