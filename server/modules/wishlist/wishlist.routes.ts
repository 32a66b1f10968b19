// /api/users/wishlist: the signed-in shopper's saved products (SPEC §4 wishlist sync across devices).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wishlistView } from '../../../domain/schemas/wishlist-views.ts';
import { WISHLIST_MAX_ITEMS } from '../../../domain/wishlist.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { WishlistService } from './wishlist.service.ts';

const prodIdField = z.string().trim().min(1, 'Product is required').max(40, 'Product id is too long');
const answers = { 200: wishlistView, 400: errorBody, 401: errorBody };

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService; guards: AuthGuards }> = async (
  app,
  { wishlist, guards },
) => {
  app.get(
    '/users/wishlist',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Wishlist'],
        summary: "The signed-in shopper's wishlist, newest first",
        response: answers,
      },
    },
    async (request) => ({ items: await wishlist.list(request.actor!.id) }),
  );

  app.put(
    '/users/wishlist/:prodId',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Wishlist'],
        summary: 'Save a product to the wishlist (no duplicates); answers the whole list',
        params: z.object({ prodId: prodIdField }),
        response: { ...answers, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ items: await wishlist.add(request.actor!.id, request.params.prodId) }),
  );

  app.delete(
    '/users/wishlist/:prodId',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Wishlist'],
        summary: 'Remove a product from the wishlist; answers the whole list',
        params: z.object({ prodId: prodIdField }),
        response: answers,
      },
    },
    async (request) => ({ items: await wishlist.remove(request.actor!.id, request.params.prodId) }),
  );

  app.post(
    '/users/wishlist/merge',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Wishlist'],
        summary: "On sign-in: append the guest's items not already saved, with a new addedAt (SPEC §4)",
        body: z.strictObject({
          items: z
            .array(z.object({ prodId: prodIdField }), { error: 'items must be a list' })
            .max(WISHLIST_MAX_ITEMS, `At most ${WISHLIST_MAX_ITEMS} items`),
        }),
        response: answers,
      },
    },
    async (request) => ({
      items: await wishlist.merge(
        request.actor!.id,
        request.body.items.map((i) => i.prodId),
      ),
    }),
  );
};
