// The shape of one demo-catalog product: what the seed turns into rows and generated artwork.
import type { Size } from '../../domain/limits.ts';

/** Garment silhouettes the artwork generator can draw. */
export const GARMENT_KINDS = [
  'kurta', // women's straight long tunic
  'angrakha', // women's wrap-front tunic with a flared hem
  'shalwar-kameez', // tunic with gathered trousers
  'dupatta', // long shawl / stole, shown draped
  'frock', // girl's flared dress with a fitted bodice
  'lehenga', // girl's long flared skirt with a short blouse
  'waistcoat', // boy's sleeveless waistcoat over a plain kurta
  'boys-kurta', // boy's short kurta with trousers
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

/** Textile surface designs the artwork generator can fill a garment with. */
export const PATTERN_KINDS = [
  'block-print', // repeated hand-stamped floral/paisley blocks
  'ajrak', // Sindhi ajrak: geometric stars/medallions in crimson, indigo, black
  'embroidery', // dense thread-work motifs along neckline, cuffs and hem
  'chikankari', // fine white-on-pastel shadow-work florals
  'phulkari', // bright geometric satin-stitch flowers
  'mirror-work', // small round mirrors ringed with stitching
  'khaddar-stripe', // handloom stripes / checks
] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

export interface SizeGuideRow {
  length: string;
  shoulder: string;
  chest: string;
  hips: string;
  armhole: string;
  sleeveLength: string;
  sleeveOpening: string;
}

export interface DemoProduct {
  /** SKU, unique, e.g. 'WMN-LWN-014'. Uppercase letters, digits and dashes only. */
  prodId: string;
  /** May contain one slash: shown as a line break ("Indigo Ajrak Kurta / Hand Block-Printed"). */
  name: string;
  /** 2-4 sentences, the story of the piece: fabric, craft, region, fit. */
  description: string;
  /** Fabric and care instructions for the Details & Care tab, 3-6 short lines. */
  details: string[];
  /** Integer PKR, 1,500 to 18,000. */
  price: number;
  category: 'women' | 'girl' | 'boy';
  /** Per-size stock for the sizes offered. Offered sizes only; 0 means sold out. */
  sizeStock: Partial<Record<Size, number>>;
  /** Colour names, each exactly a key of NAMED_COLORS in domain/colors.ts; 1-4 colours. */
  colors: string[];
  isNew: boolean;
  isFeatured: boolean;
  isActive: boolean;
  /** How long ago the piece was listed; drives createdAt and so New Arrivals. */
  createdDaysAgo: number;
  /** Artwork: the silhouette and the surface design, drawn in the product's colours. */
  garment: GarmentKind;
  pattern: PatternKind;
  /** 2-5 images: view 0 is the full front, then back, detail close-up, styled/folded. */
  imageCount: number;
  /** Size guide for every offered size, inches as text ("38", "40-41"). */
  sizeGuide: Partial<Record<Size, SizeGuideRow>>;
}
