// The catalog feature's face: product cards, rows and the listing pieces other features and the routes may use.
export { featuredImage, type ProductCardView, toProductCard } from './card-view.ts';
export { FilterPanel } from './filter-panel.tsx';
export { Pagination } from './pagination.tsx';
export { ProductCard } from './product-card.tsx';
export { ProductRow } from './product-row.tsx';
export { productSummary } from './product-summary.ts';
export { SearchBox } from './search-box.tsx';
export { SHOP_QUERY_PARAMS, withChanges } from './shop-query.ts';
export { SummaryCard } from './summary-card.tsx';
export { useFreshProducts } from './use-fresh-products.ts';
export { loadFilterDrawer } from './load-filter-drawer.ts';
