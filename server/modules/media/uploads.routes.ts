// SPEC §7 File upload: POST /api/images/guest-upload (signed in), /public-upload (guests) and /signed-url answer
// { signedUrl, fileUrl }; the browser PUTs the file to signedUrl; /delete-file removes one. Private files are read
// through signed links at /files/uploads/{id}.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteFileSchema,
  signedUploadView,
  uploadedFileView,
  uploadRequestSchema,
  uploadTokenHeaders,
} from '../../../domain/schemas/uploads.ts';
import { UPLOAD_MESSAGES, UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { UploadsService } from './uploads.service.ts';

// Optional so a missing signature is a 403 like a wrong one, not a validation error.
const linkQuery = z.object({ expires: z.coerce.number().int().default(0), signature: z.string().max(100).default('') });
const uploadAnswers = {
  200: signedUploadView,
  400: errorBody,
  401: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
};

export const GUEST_UPLOADS_PER_BROWSER = { max: 20, timeWindow: '10 minutes' };
export const GUEST_UPLOADS_PER_ADDRESS = { max: 200, timeWindow: '10 minutes' };

/** A guest's browser on its address, by the token it keeps for its uploads; without one, the address alone. */
function guestBrowserKey(request: FastifyRequest): string {
  const token = request.headers[UPLOAD_TOKEN_HEADER];
  const browser = typeof token === 'string' && token ? token.slice(0, 128) : 'no-token';
  return `${browser}@${request.ip}`;
}

/** Upload URL requests: the signed-in and guest variants share one handler. */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; guards: AuthGuards }> = async (
  app,
  { uploads, guards },
) => {
  // A second counter for the same requests: the plugin runs one limit per request, so the ceiling is asked directly.
  const addressCeiling = app.createRateLimit({
    ...GUEST_UPLOADS_PER_ADDRESS,
    keyGenerator: (request) => `ceiling:${request.ip}`,
  });

  for (const path of ['/images/guest-upload', '/images/signed-url']) {
    app.post(
      path,
      {
        onRequest: guards.requireUser,
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          security: bearerAuth,
          tags: ['Uploads'],
          summary: 'A signed URL to PUT one image to (signed-in shoppers and staff)',
          body: uploadRequestSchema,
          response: uploadAnswers,
        },
      },
      async (request) => uploads.requestUpload(request.actor, request.body),
    );
  }

  app.post(
    '/images/public-upload',
    {
      // Pakistani mobile networks put many shoppers behind one address (carrier-grade NAT): each browser (its
      // X-Upload-Token) gets its own 20, and one address, whatever tokens it makes up, at most 200.
      preHandler: async (request) => {
        const ceiling = await addressCeiling(request);
        if (!ceiling.isAllowed && ceiling.isExceeded)
          throw new AppError(429, `Too many requests. Please wait ${ceiling.ttlInSeconds} seconds and try again.`);
      },
      config: { rateLimit: { ...GUEST_UPLOADS_PER_BROWSER, keyGenerator: guestBrowserKey } },
      schema: {
        tags: ['Uploads'],
        summary:
          "A signed URL to PUT one payment screenshot to (guests; send the browser's X-Upload-Token so the file can be attached to an order)",
        headers: uploadTokenHeaders,
        body: uploadRequestSchema,
        response: uploadAnswers,
      },
    },
    async (request) => uploads.requestUpload(null, request.body, request.headers[UPLOAD_TOKEN_HEADER]),
  );

  app.post(
    '/images/delete-file',
    {
      // Answered with the spec's own words when no token is sent.
      onRequest: async (request) => {
        if (!request.headers.authorization) throw unauthorized(UPLOAD_MESSAGES.deleteNeedsSignIn);
        await guards.requireUser(request);
      },
      schema: {
        security: bearerAuth,
        tags: ['Uploads'],
        summary: 'Delete a file you uploaded (staff: any); true when deleted',
        body: deleteFileSchema,
        response: { 200: z.boolean(), 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request) => uploads.remove(request.actor!, request.body.fileName),
  );

  // The signed URL's target. The body is read here, as a stream with its bucket's hard cap, whatever Content-Type it
  // claims.
  await app.register(async (scope) => {
    const target = scope.withTypeProvider<ZodTypeProvider>();
    target.addContentTypeParser('*', (_request, _payload, done) => done(null));
    target.put(
      '/uploads/:id',
      {
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          tags: ['Uploads'],
          summary:
            'Step 2: PUT the file (JPEG, PNG or WebP up to 5 MB; a contact attachment may also be a PDF, DOC or DOCX up to 10 MB) with the Content-Type it was declared with',
          params: z.object({ id: z.uuid() }),
          querystring: linkQuery,
          response: { 200: uploadedFileView, 403: errorBody, 413: errorBody, 415: errorBody },
        },
      },
      async (request) => {
        const length = request.headers['content-length'] ? Number(request.headers['content-length']) : undefined;
        return uploads.receive(request.params.id, request.query, request.headers['content-type'], length, request.raw);
      },
    );
  });
};

/** GET /files/uploads/{id}?expires&signature: a private file through a short-lived signed link. */
export const privateFileRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/files/uploads/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { hide: true, params: z.object({ id: z.uuid() }), querystring: linkQuery },
    },
    async (request, reply) => {
      const file = await uploads.readSigned(request.params.id, request.query);
      // A contact attachment (a PDF, a Word file) is saved under the sender's name, never opened on the shop's origin
      // (helmet's default-src 'none' already keeps anything that did render from running script).
      const disposition = file.downloadName ? attachmentDisposition(file.downloadName) : 'inline';
      return reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', disposition)
        .send(file.body);
    },
  );
};

/** RFC 6266: an ASCII fallback name, and the real one (Urdu, accents) percent-encoded per RFC 5987. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
