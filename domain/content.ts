// Home-page image rules shared by server and browser: types, their roles, fallbacks and link choices.
export const HERO_TYPES = ['h1', 'h2', 'h3'] as const;
export const CATEGORY_BANNER_TYPES = ['w1', 'g1', 'b1', 's1'] as const;
export const IMAGE_TYPES = [...HERO_TYPES, ...CATEGORY_BANNER_TYPES] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type CategoryBannerType = (typeof CATEGORY_BANNER_TYPES)[number];

export const DEFAULT_BUTTON_TEXT = 'Shop Now';
export const DEFAULT_LINK = '/shop';

/** What a category banner shows when an admin has not set its image's title, link or button (SPEC §2). */
export const CATEGORY_BANNER_FALLBACKS: Record<CategoryBannerType, { title: string; link: string; buttonText: string }> = {
  w1: { title: 'Women', link: '/shop?category=women', buttonText: 'Shop Women' },
  g1: { title: 'Girl', link: '/shop?category=girl', buttonText: 'Shop Girl' },
  b1: { title: 'Boy', link: '/shop?category=boy', buttonText: 'Shop Boy' },
  s1: { title: 'Shop All', link: '/shop', buttonText: 'Shop All' },
};

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
