// GET /files/media/{id}/{width}.{format}: responsive catalog image variants with immutable caching.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, IMAGE_FORMATS, IMAGE_WIDTHS } from '../../../domain/media.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaService } from './media.service.ts';

/** A stand-in (the WebP while the AVIF is made) is kept a minute, then asked again: by then the AVIF is usually there. */
const STAND_IN_CACHE = 'public, max-age=60';

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
      const served = await media.servedVariant(
        request.params.id,
        Number(width) as (typeof IMAGE_WIDTHS)[number],
        format,
      );
      if (!served) throw notFound('Image not found');
      return reply
        .header('Content-Type', IMAGE_CONTENT_TYPES[served.format])
        .header('Cache-Control', served.final ? 'public, max-age=31536000, immutable' : STAND_IN_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(served.body);
    },
  );
};
