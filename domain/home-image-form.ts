// The Home Design form's defaults, link choices and recommended sizes (SPEC §2 Home Design), kept apart from
// content.ts so only the admin panel ships them.
import type { ImageType } from './content.ts';

export const DEFAULT_BUTTON_TEXT = 'Shop Now';
export const DEFAULT_LINK = '/shop';

/** Links an admin may give a home image (SPEC §2). */
export const HOME_IMAGE_LINKS = [
  '/shop',
  '/shop?category=women',
  '/shop?category=girl',
  '/shop?category=boy',
  '/shop?category=men',
  '/about',
  '/contact',
  '/cart',
  '/wishlist',
  '/orders',
  '/profile',
] as const;

/** Recommended image sizes shown next to the upload field. */
export const IMAGE_GUIDELINES: Record<ImageType, string> = {
  h1: '1920 × 500 (slider)',
  h2: '1920 × 500 (slider)',
  h3: '1920 × 500 (slider)',
  w1: '400 × 400 (category)',
  g1: '400 × 400 (category)',
  b1: '400 × 400 (category)',
  s1: '400 × 400 (category)',
};
