// Staff product calls of SPEC §7: POST/PUT/DELETE /api/products, GET /api/products/all, PATCH
// /api/products/{id}/toggle-status and PUT /api/products/{id}/stock/{size}, each guarded by domain/permissions.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventoryQuerySchema,
  productInputSchema,
  sizeSchema,
  stockUpdateSchema,
} from '../../../domain/schemas/catalog.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import {
  inventoryPageView,
  productRemovedView,
  productToggledView,
  productView,
  stockSetView,
} from '../../../domain/schemas/product-views.ts';
import type { InventoryService } from './inventory.service.ts';
import type { ProductEditor } from './product-editor.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Product not found' }) });
const guarded = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const inventoryRoutes: FastifyPluginAsyncZod<{
  inventory: InventoryService;
  editor: ProductEditor;
  guards: AuthGuards;
}> = async (app, { inventory, editor, guards }) => {
  const tags = ['Products'];
  const manage = guards.requirePermission('products:manage');

  app.post(
    '/products',
    {
      onRequest: manage,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Admin: create a product with per-size stock and uploaded images',
        body: productInputSchema,
        response: { 201: productView, ...guarded, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await editor.create(request.body)),
  );

  app.put(
    '/products/:id',
    {
      onRequest: manage,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Admin: edit a product (images: kept by their URL, new ones as uploads)',
        params: idParams,
        body: productInputSchema,
        response: { 200: productView, ...guarded, 409: errorBody },
      },
    },
    async (request) => editor.update(request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: manage,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Admin: delete a product; one that is in orders is archived (hidden, kept for order history)',
        params: idParams,
        response: { 200: productRemovedView, ...guarded },
      },
    },
    async (request) => ({ success: true as const, ...(await editor.remove(request.params.id)) }),
  );

  app.get(
    '/products/all',
    {
      onRequest: guards.requirePermission('products:read'),
      schema: {
        security: bearerAuth,
        tags,
        summary:
          'Staff: every product, inactive ones too, with filters (category, status, stock level), pages and stock stats',
        querystring: inventoryQuerySchema,
        response: {
          200: inventoryPageView,
          ...guarded,
        },
      },
    },
    async (request) => inventory.list(request.query),
  );

  app.patch(
    '/products/:id/toggle-status',
    {
      onRequest: guards.requirePermission('products:manage'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Admin: activate or deactivate a product (inactive ones are hidden from shoppers)',
        params: idParams,
        response: { 200: productToggledView, ...guarded },
      },
    },
    async (request) => ({ product: await inventory.toggleStatus(request.params.id) }),
  );

  app.put(
    '/products/:id/stock/:size',
    {
      onRequest: guards.requirePermission('stock:update'),
      schema: {
        security: bearerAuth,
        tags,
        summary: "Staff: set one size's stock (send `expected` to refuse overwriting a sale made meanwhile)",
        params: z.object({ id: z.uuid({ error: 'Product not found' }), size: sizeSchema }),
        body: stockUpdateSchema,
        response: {
          200: stockSetView,
          ...guarded,
          409: errorBody,
        },
      },
    },
    async (request) =>
      inventory.setStock(request.params.id, request.params.size, request.body.stock, request.body.expected),
  );
};
