// GET /files/media/{id}/{width}.{format}: responsive catalog image variants with immutable caching.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../../domain/media.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaService } from './media.service.ts';

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/files/media/:id/:variant',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.uuid(),
          variant: z
            .string()
            .regex(new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`), 'Unknown image variant'),
        }),
      },
    },
    async (request, reply) => {
      const [width, format] = request.params.variant.split('.') as [string, (typeof IMAGE_FORMATS)[number]];
      const body = await media.variant(request.params.id, Number(width) as (typeof IMAGE_WIDTHS)[number], format);
      if (!body) throw notFound('Image not found');
      return reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  );
};
