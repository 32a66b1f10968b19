// The catalog module: products, categories and per-size stock.
export { createCatalogService, searchTextFor, type CatalogService } from './catalog.service.ts';
export { catalogRoutes } from './catalog.routes.ts';
export type { ProductView, ProductPageView, ProductImageView } from './catalog.views.ts';
export { lockStock, returnStock, takeStock, type StockDemand, type TakeResult } from './stock.ts';
export { createInventoryService, type InventoryService } from './inventory.service.ts';
export { inventoryRoutes } from './inventory.routes.ts';
export { createProductEditor, type ProductEditor } from './product-editor.service.ts';
export { createProductionStock, type ProductionProduct, type ProductionStock } from './production-stock.ts';
export { catalogModule } from './catalog.module.ts';
