// Admin home-image calls of SPEC §7 Images: GET /api/images/all, POST /api/images, PUT and DELETE /api/images/{id},
// PATCH /api/images/{id}/toggle-active and /set-active; admin only (content:manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeImageCreateSchema,
  homeImageDeletedView,
  homeImageUpdateSchema,
  homeImageView,
} from '../../../domain/schemas/content.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { ContentService } from './content.service.ts';
import type { HomeImagesService } from './home-images.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Image not found' }) });
const answers = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const homeImageRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  homeImages: HomeImagesService;
  guards: AuthGuards;
}> = async (app, { content, homeImages, guards }) => {
  const tags = ['Home images'];
  const adminOnly = guards.requirePermission('content:manage');
  const security = bearerAuth;

  app.get(
    '/images/all',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: every home image, inactive ones too',
        response: { 200: z.array(homeImageView), ...answers },
      },
    },
    async () => content.allImages(),
  );

  app.post(
    '/images',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: add a home image (imageURL is a catalog upload)',
        body: homeImageCreateSchema,
        response: { 201: homeImageView, ...answers },
      },
    },
    async (request, reply) => reply.status(201).send(await homeImages.create(request.body)),
  );

  app.put(
    '/images/:id',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: edit a home image (a new imageURL replaces the picture)',
        params: idParams,
        body: homeImageUpdateSchema,
        response: { 200: homeImageView, ...answers },
      },
    },
    async (request) => homeImages.update(request.params.id, request.body),
  );

  app.delete(
    '/images/:id',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: delete a home image',
        params: idParams,
        response: { 200: homeImageDeletedView, ...answers },
      },
    },
    async (request) => {
      await homeImages.remove(request.params.id);
      return { success: true as const };
    },
  );

  app.patch(
    '/images/:id/toggle-active',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: switch a home image on or off',
        params: idParams,
        response: { 200: homeImageView, ...answers },
      },
    },
    async (request) => homeImages.toggleActive(request.params.id),
  );

  app.patch(
    '/images/:id/set-active',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: make this the active image (a category banner replaces the others of its type)',
        params: idParams,
        response: { 200: homeImageView, ...answers },
      },
    },
    async (request) => homeImages.setActive(request.params.id),
  );
};
