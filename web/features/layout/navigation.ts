// The storefront's navigation links (SPEC §2 header and footer), in one place.
export interface NavLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: NavLink[] = [
  { label: 'Shop', to: '/shop' },
  { label: 'Women', to: '/shop?category=women' },
  { label: 'Boy', to: '/shop?category=boy' },
  { label: 'Girl', to: '/shop?category=girl' },
  { label: 'Our Story', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
];

export const FOOTER_CATEGORY_LINKS: NavLink[] = [
  { label: 'Women', to: '/shop?category=women' },
  { label: 'Girl', to: '/shop?category=girl' },
  { label: 'Boy', to: '/shop?category=boy' },
  { label: 'Shop all', to: '/shop' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'New arrivals', to: '/shop?sortBy=createdAt&sortOrder=desc' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Shopping bag', to: '/cart' },
  { label: 'Track order', to: '/track-order' },
  { label: 'Track preorder', to: '/preorders' },
  { label: 'Our Story', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact us', to: '/contact' },
  { label: 'Privacy policy', to: '/privacy-policy' },
];
