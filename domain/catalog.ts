// Catalog facts shared by server and browser: sort choices, size guide shape, size guide labels (no zod: ships to pages).
import type { Size } from './limits.ts';

export const SORT_FIELDS = ['createdAt', 'price', 'name'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The six sort choices the shop's sort select offers, in SPEC §2 order. */
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
