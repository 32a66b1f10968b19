// Home-page image types shared by server and browser, and what a category banner falls back to. The admin form's
// choices live in home-image-form.ts so the home page does not ship them.
export const HERO_TYPES = ['h1', 'h2', 'h3'] as const;
export const CATEGORY_BANNER_TYPES = ['w1', 'g1', 'b1', 's1'] as const;
export const IMAGE_TYPES = [...HERO_TYPES, ...CATEGORY_BANNER_TYPES] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type CategoryBannerType = (typeof CATEGORY_BANNER_TYPES)[number];

/** What a category banner shows when an admin has not set its image's title, link or button (SPEC §2). */
export const CATEGORY_BANNER_FALLBACKS: Record<
  CategoryBannerType,
  { title: string; link: string; buttonText: string }
> = {
  w1: { title: 'Women', link: '/shop?category=women', buttonText: 'Shop Women' },
  g1: { title: 'Girl', link: '/shop?category=girl', buttonText: 'Shop Girl' },
  b1: { title: 'Boy', link: '/shop?category=boy', buttonText: 'Shop Boy' },
  s1: { title: 'Shop All', link: '/shop', buttonText: 'Shop All' },
};
