// The product page's face: its sections and option rules, for the product route and admin's editor.
export { AddToCartPanel } from './add-to-cart-panel.tsx';
export { Breadcrumb } from './breadcrumb.tsx';
export { useColorChoice } from './color-picker.tsx';
export { Gallery } from './gallery.tsx';
export { ProductHeading, ProductLead, TrustPoints } from './product-info.tsx';
export { galleryImages, offeredColors } from './product-options.ts';
export { inlineJson, notFoundMeta, productJsonLd, productMeta } from './product-seo.ts';
export type { ProductTab } from './product-tabs.tsx';
export { loadProductTabs } from './load-product-tabs.ts';
export { loadRelatedProducts } from './load-related-products.ts';
export { loadSizeGuideDialog } from './load-size-guide-dialog.ts';
