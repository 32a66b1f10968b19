// Catalog facts shared by server and browser: sort choices, size guide shape, size guide labels (no zod: ships to pages).
import type { Size } from './limits.ts';

/** Product page default when a product has no colours (SPEC §9). */
export const DEFAULT_PRODUCT_COLORS = ['Black'] as const;

/** 'relevance' (Best match) orders by how closely a product matches the search term, so it needs one. */
export const SORT_FIELDS = ['createdAt', 'price', 'name', 'relevance'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Best match: the shop's first sort choice, and its default, only while there is a search term. */
export const BEST_MATCH = { sortBy: 'relevance', sortOrder: 'desc', label: 'Best match' } as const;

/** The order a list takes when the shopper chose none: best match for a search, else newest first. */
export const defaultSort = (search: string | undefined) =>
  search ? BEST_MATCH : ({ sortBy: 'createdAt', sortOrder: 'desc' } as const);

/** The sort choices the shop's sort select offers (SPEC §2 order), Best match first when there is a search term. */
export const sortOptions = (search: string | undefined) => (search ? [BEST_MATCH, ...SORT_OPTIONS] : SORT_OPTIONS);

/** The six sort choices of SPEC §2. */
export const SORT_OPTIONS: readonly { sortBy: SortField; sortOrder: SortOrder; label: string }[] = [
  { sortBy: 'createdAt', sortOrder: 'desc', label: 'Newest first' },
  { sortBy: 'createdAt', sortOrder: 'asc', label: 'Oldest first' },
  { sortBy: 'price', sortOrder: 'asc', label: 'Price: low to high' },
  { sortBy: 'price', sortOrder: 'desc', label: 'Price: high to low' },
  { sortBy: 'name', sortOrder: 'asc', label: 'Name: A to Z' },
  { sortBy: 'name', sortOrder: 'desc', label: 'Name: Z to A' },
];

export const SIZE_GUIDE_FIELDS = [
  'length',
  'shoulder',
  'chest',
  'hips',
  'armhole',
  'sleeveLength',
  'sleeveOpening',
] as const;
export type SizeGuideRow = Record<(typeof SIZE_GUIDE_FIELDS)[number], string>;
export type SizeGuide = Partial<Record<Size, SizeGuideRow>>;
export const SIZE_GUIDE_LABELS: Record<(typeof SIZE_GUIDE_FIELDS)[number], string> = {
  length: 'Length',
  shoulder: 'Shoulder',
  chest: 'Chest',
  hips: 'Hips',
  armhole: 'Armhole',
  sleeveLength: 'Sleeve length',
  sleeveOpening: 'Sleeve opening',
};

/** What choosing pictures by colour needs to know of a product image. */
interface ColorTaggedImage {
  featured: boolean;
  /** The colour the picture shows; null when it shows every colour. */
  color: string | null;
}

/** The picture of a product in one colour (cart lines, orders, emails): its first image tagged with that colour, else
 *  the featured image, else the first. */
export function imageForColor<T extends ColorTaggedImage>(images: readonly T[], color: string | null): T | undefined {
  return (
    (color === null ? undefined : images.find((i) => i.color === color)) ?? images.find((i) => i.featured) ?? images[0]
  );
}

/** The gallery's order: the featured image first; with a colour chosen, that colour's images lead, the pictures of
 *  every colour follow and other colours' come last, so the shopper still sees them all. */
export function imagesForColor<T extends ColorTaggedImage>(images: readonly T[], color: string | null): T[] {
  const featured = images.find((i) => i.featured) ?? images[0];
  const ordered = featured ? [featured, ...images.filter((i) => i !== featured)] : [];
  if (color === null) return ordered;
  const rank = (i: T) => (i.color === color ? 0 : i.color === null ? 1 : 2);
  return ordered
    .map((image, index) => ({ image, index }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.index - b.index)
    .map((e) => e.image);
}

/** Each colour's picture by media id, for a product whose images are tagged with colours. */
export function colorImageIds(
  images: readonly (ColorTaggedImage & { mediaId: string })[],
  colors: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    colors.flatMap((c) =>
      images
        .filter((i) => i.color === c)
        .slice(0, 1)
        .map((i) => [c, i.mediaId]),
    ),
  );
}
