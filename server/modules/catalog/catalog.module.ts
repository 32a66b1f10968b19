// The catalog module's definition: products, categories and stock, and the admin's product editor.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { mediaModule } from '../media/index.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService } from './catalog.service.ts';
import { inventoryRoutes } from './inventory.routes.ts';
import { createInventoryService } from './inventory.service.ts';
import { createProductEditor } from './product-editor.service.ts';
import { createProductionStock } from './production-stock.ts';

type Needs = Pick<Infrastructure, 'db' | 'invalidate' | 'cached'> & ServicesFrom<typeof mediaModule, 'catalogImages'>;

export const catalogModule = defineModule({
  name: 'catalog',
  services: ({ db, invalidate, catalogImages }: Needs) => {
    const inventory = createInventoryService({ db, invalidate });
    return {
      /** The live catalog: checkout, the cart and wishlists read it, never a cached figure. */
      catalog: createCatalogService({ db }),
      inventory,
      productEditor: createProductEditor({ db, catalogImages, inventory, invalidate }),
      /** The workshop's view of products, and the pieces it finishes for stock (issue 30). */
      productionStock: createProductionStock({ db }),
    };
  },
  routes: ({ catalog, cached, inventory, productEditor }, guards) => [
    apiRoutes(inventoryRoutes, { inventory, editor: productEditor, guards }),
    apiRoutes(catalogRoutes, { catalog, cached: cached.catalog }),
  ],
});
