// Public home-image endpoints of SPEC §7 under /api/images.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_TYPES } from '../../../domain/content.ts';
import { errorBody } from '../../plugins/schemas.ts';
import type { ContentService } from './content.service.ts';
import { homeImagesView, homeImageView } from '../../../domain/schemas/content.ts';

export const contentRoutes: FastifyPluginAsyncZod<{
  content: Pick<ContentService, 'imagesOfType'>;
  /** The home page's own read, cached (cached-reads.ts). */
  cached: Pick<ContentService, 'activeImages'>;
}> = async (app, { content, cached }) => {
  const tags = ['Home images'];
  app.get(
    '/images/active',
    {
      schema: {
        tags,
        summary: 'Active hero slides and category banners',
        response: { 200: homeImagesView },
      },
    },
    async () => cached.activeImages(),
  );
  app.get(
    '/images/type/:type',
    {
      schema: {
        tags,
        summary: 'Active images of one type (h1-h3 slides, w1 g1 b1 s1 banners)',
        params: z.object({
          type: z.enum(IMAGE_TYPES, { error: `Image type must be one of ${IMAGE_TYPES.join(', ')}` }),
        }),
        response: { 200: z.array(homeImageView), 400: errorBody },
      },
    },
    async (request) => content.imagesOfType(request.params.type),
  );
};
