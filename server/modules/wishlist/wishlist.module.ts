// The wishlist module's definition: signed-in shoppers' saved products.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { catalogModule } from '../catalog/index.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService } from './wishlist.service.ts';

type Needs = Pick<Infrastructure, 'db'> & ServicesFrom<typeof catalogModule, 'catalog'>;

export const wishlistModule = defineModule({
  name: 'wishlist',
  // Reads the live catalog: a product switched off drops out of wishlists at once.
  services: ({ db, catalog }: Needs) => ({ wishlist: createWishlistService({ db, catalog }) }),
  routes: ({ wishlist }, guards) => [apiRoutes(wishlistRoutes, { wishlist, guards })],
});
