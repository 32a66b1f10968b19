// Every business constant of SPEC §9 (and the DECISIONS.md values that replace some), in one place.

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** Categories the catalog knows (DECISIONS D6); navigation shows only the first three. */
export const CATEGORIES = ['women', 'girl', 'boy', 'men'] as const;
export type Category = (typeof CATEGORIES)[number];
export const NAV_CATEGORIES = ['women', 'girl', 'boy'] as const satisfies readonly Category[];

export const DEBOUNCE_MS = 300;
export const TOAST_MS = 5000;
export const CART_TOAST_MS = 3000;
export const SESSION_TIMEOUT_MS = 86_400_000;

export const MAX_FILE_BYTES = 5_242_880;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** SPEC §9: a contact-form attachment (an image, PDF, DOC or DOCX) may be up to 10 MB. */
export const MAX_CONTACT_ATTACHMENT_BYTES = 10_485_760;
export const MAX_PRODUCT_IMAGES = 8;
export const MAX_PRODUCT_COLORS = 10;
export const MAX_CART_LINES = 50;
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
export const PREORDER_IMAGES_PER_UPLOAD = 3;

export const SHOP_PAGE_SIZE = 12;
export const HERO_ROTATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const NEW_ARRIVALS_COUNT = 4;
export const FEATURED_COUNT = 8;
export const RELATED_COUNT = 4;
export const RELATED_FETCH_COUNT = 20;
export const MAX_THUMBNAILS = 8;
export const CHAT_HISTORY_SENT = 10;
export const TRACKING_HISTORY_MAX = 10;
export const EMAIL_LOG_MAX = 50;

export const ADMIN_ORDERS_PAGE_SIZE = 5;
export const ADMIN_PREORDERS_PAGE_SIZE = 5;
export const ADMIN_INVENTORY_PAGE_SIZE = 8;
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
/** Newsletter subscribers per page in the admin's Messages section. */
export const NEWSLETTER_SUBSCRIBERS_PAGE_SIZE = 50;
export const RECENT_ORDERS_COUNT = 3;
export const HIGH_VALUE_MIN_ORDERS = 11; // "more than 10 orders"
export const LOW_STOCK_MAX = 10;

/** Preorder deposit: 50% now, 50% plus delivery when ready. */
export const PREORDER_DEPOSIT_RATIO = 0.5;
