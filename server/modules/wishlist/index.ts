// The wishlist module: signed-in shoppers' saved products.
export { createWishlistService, type WishlistService } from './wishlist.service.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
export { wishlistModule } from './wishlist.module.ts';
