// Public catalog endpoints of SPEC §7 under /api/products: thin, schema-checked in and out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListQuerySchema, sizeSchema } from '../../../domain/schemas/catalog.ts';
import { MAX_CART_LINES } from '../../../domain/limits.ts';
import { notFound } from '../../lib/errors.ts';
import { errorBody } from '../../plugins/schemas.ts';
import type { CatalogService } from './catalog.service.ts';
import {
  categoryCountsView,
  productListView,
  productPageView,
  productView,
  sizeStockView,
} from '../../../domain/schemas/product-views.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any string is accepted as an id, but only a UUID can name a product: the rest are simply not found. */
function productId(id: string): string {
  if (!UUID.test(id)) throw notFound('Product not found');
  return id;
}

export const catalogRoutes: FastifyPluginAsyncZod<{
  /** Live reads: the cart's and wishlist's lookup and stock checks must never see a figure a few seconds old. */
  catalog: Pick<CatalogService, 'productsByProdIds' | 'productById' | 'sizeStock'>;
  /** The same reads the shop's pages make, cached (cached-reads.ts): every guest asks for them. */
  cached: Pick<CatalogService, 'listProducts' | 'categories' | 'productByProdId'>;
}> = async (app, { catalog, cached }) => {
  const tags = ['Products'];

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Active products, filtered, searched, sorted and paginated (12 per page)',
        querystring: productListQuerySchema,
        response: { 200: productPageView, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return cached.listProducts(request.query);
    },
  );

  app.get(
    '/products/categories',
    {
      schema: {
        tags,
        summary: 'Categories that have active products, with counts',
        response: { 200: categoryCountsView },
      },
    },
    async () => ({ categories: await cached.categories() }),
  );

  app.post(
    '/products/lookup',
    {
      schema: {
        tags,
        summary:
          'Current details of several active products by prodId (refreshes a cart or wishlist); inactive ones are left out',
        body: z.object({
          prodIds: z.array(z.string().min(1).max(64)).max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products at once`),
        }),
        response: { 200: productListView, 400: errorBody },
      },
    },
    async (request) => ({ products: await catalog.productsByProdIds([...new Set(request.body.prodIds)]) }),
  );

  app.get(
    '/products/prod/:prodId',
    {
      schema: {
        tags,
        summary: 'One active product by its SKU (prodId)',
        params: z.object({ prodId: z.string().max(64) }),
        response: { 200: productView, 404: errorBody },
      },
    },
    async (request) => cached.productByProdId(request.params.prodId),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One active product by its _id',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: productView, 404: errorBody },
      },
    },
    async (request) => catalog.productById(productId(request.params.id)),
  );

  app.get(
    '/products/:id/stock/:size',
    {
      schema: {
        tags,
        summary: 'Stock of one size of an active product',
        params: z.object({ id: z.string().max(64), size: sizeSchema }),
        response: {
          200: sizeStockView,
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => catalog.sizeStock(productId(request.params.id), request.params.size),
  );
};
