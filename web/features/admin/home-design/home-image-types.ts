// The Home Design tab's records (SPEC §3 Image record) as GET /api/images/all answers them, and how each type reads.
import { CATEGORY_BANNER_TYPES, type ImageType } from '../../../../domain/content.ts';

export type { HomeImageView as HomeImage } from '../../../../domain/schemas/content.ts';

export const TYPE_LABELS: Record<ImageType, string> = {
  h1: 'Hero slide 1',
  h2: 'Hero slide 2',
  h3: 'Hero slide 3',
  w1: 'Women banner',
  g1: 'Girl banner',
  b1: 'Boy banner',
  s1: 'Shop all banner',
};

/** "Hero slide 1 (h1)": the admin sees both the meaning and the code the spec uses. */
export const typeName = (type: ImageType) => `${TYPE_LABELS[type]} (${type})`;

/** Category banners show one picture per slot; hero slides may all show at once. */
export const isBannerType = (type: ImageType) => (CATEGORY_BANNER_TYPES as readonly string[]).includes(type);

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
