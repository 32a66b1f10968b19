// /api/workshop (issue 30), each guarded by domain/permissions.ts (X3): artisans and the worker accounts they may sign
// in with (workshop:read to see, workshop:manage to change), job cards on the board, stock runs, moves and
// assignments, photos, and the signed-in worker's own cards (workshop:own; the service checks they hold the card).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artisanPayloadSchema,
  artisanViewSchema,
  jobAssigneeSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobPhotosSchema,
  jobViewSchema,
  myWorkSchema,
  stageMoveSchema,
  stockJobSchema,
} from '../../../domain/schemas/workshop.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, idParams, perStaff, staffAnswers } from '../../plugins/schemas.ts';
import type { Artisans } from './artisans.service.ts';
import type { JobCards } from './job-cards.service.ts';
import type { JobPhotos } from './job-photos.ts';
import type { JobReads } from './job-reads.ts';
import type { MyWork } from './my-work.ts';

const jobAnswers = { 200: jobViewSchema, ...staffAnswers, 409: errorBody };

export const workshopRoutes: FastifyPluginAsyncZod<{
  artisans: Artisans;
  jobs: JobCards;
  reads: JobReads;
  photos: JobPhotos;
  myWork: MyWork;
  guards: AuthGuards;
}> = async (app, { artisans, jobs, reads, photos, myWork, guards }) => {
  const call = (summary: string) => ({ security: bearerAuth, tags: ['Workshop'], summary });

  app.get(
    '/workshop/artisans',
    {
      onRequest: guards.requirePermission('workshop:read'),
      schema: {
        ...call('Staff: every artisan, active first, with their open and overdue cards'),
        response: { 200: z.array(artisanViewSchema), ...staffAnswers },
      },
    },
    async () => artisans.list(),
  );

  app.post(
    '/workshop/artisans',
    {
      onRequest: guards.requirePermission('workshop:manage'),
      config: perStaff(60, '10 minutes'),
      schema: {
        ...call('Staff: add an artisan'),
        body: artisanPayloadSchema,
        response: { 201: artisanViewSchema, ...staffAnswers, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await artisans.create(request.body)),
  );

  app.get(
    '/workshop/artisans/:id',
    {
      onRequest: guards.requirePermission('workshop:read'),
      schema: {
        ...call('Staff: one artisan'),
        params: idParams,
        response: { 200: artisanViewSchema, ...staffAnswers },
      },
    },
    async (request) => artisans.view(request.params.id),
  );

  app.put(
    '/workshop/artisans/:id',
    {
      onRequest: guards.requirePermission('workshop:manage'),
      schema: {
        ...call('Staff: edit an artisan (the whole artisan; active false deactivates, never deletes)'),
        params: idParams,
        body: artisanPayloadSchema,
        response: { 200: artisanViewSchema, ...staffAnswers },
      },
    },
    async (request) => artisans.update(request.params.id, request.body),
  );

  app.get(
    '/workshop/worker-accounts',
    {
      onRequest: guards.requirePermission('workshop:manage'),
      schema: {
        ...call("Staff: active worker accounts, for an artisan's 'signs in as'"),
        response: {
          200: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
          ...staffAnswers,
        },
      },
    },
    async () => artisans.workerAccounts(),
  );

  app.get(
    '/workshop/jobs',
    {
      onRequest: guards.requirePermission('workshop:read'),
      schema: {
        ...call('Staff: job cards with the board filters, and the count per stage'),
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema, ...staffAnswers },
      },
    },
    async (request) => reads.list(request.query),
  );

  app.post(
    '/workshop/jobs',
    {
      onRequest: guards.requirePermission('workshop:manage'),
      config: perStaff(120, '10 minutes'),
      schema: {
        ...call('Staff: open a production run for stock'),
        body: stockJobSchema,
        response: { 201: jobViewSchema, ...staffAnswers, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await jobs.createStockRun(request.actor!, request.body)),
  );

  app.get(
    '/workshop/jobs/:id',
    {
      onRequest: guards.requirePermission('workshop:read'),
      schema: { ...call('Staff: one job card'), params: idParams, response: { 200: jobViewSchema, ...staffAnswers } },
    },
    async (request) => reads.view(request.params.id),
  );

  app.put(
    '/workshop/jobs/:id/stage',
    {
      onRequest: guards.requirePermission('workshop:own'),
      schema: {
        ...call(
          'Move a card: forward finishes the stages passed, back needs a reason; a worker moves only a card they hold, to the next stage',
        ),
        params: idParams,
        body: stageMoveSchema,
        response: jobAnswers,
      },
    },
    async (request) => jobs.moveStage(request.actor!, request.params.id, request.body),
  );

  app.put(
    '/workshop/jobs/:id/assignee',
    {
      onRequest: guards.requirePermission('workshop:manage'),
      schema: {
        ...call('Staff: who holds the current stage or one ahead (null: nobody)'),
        params: idParams,
        body: jobAssigneeSchema,
        response: jobAnswers,
      },
    },
    async (request) => jobs.assign(request.actor!, request.params.id, request.body),
  );

  app.post(
    '/workshop/jobs/:id/photos',
    {
      onRequest: guards.requirePermission('workshop:own'),
      config: perStaff(60, '10 minutes'),
      schema: {
        ...call('Add 1-3 photos to a card (uploaded to workshop-photos); shared ones join the preorder diary'),
        params: idParams,
        body: jobPhotosSchema,
        response: { ...jobAnswers, 429: errorBody },
      },
    },
    async (request) => photos.add(request.actor!, request.params.id, request.body),
  );

  app.get(
    '/workshop/my-jobs',
    {
      onRequest: guards.requirePermission('workshop:own'),
      schema: {
        ...call("The signed-in worker's cards, oldest due first, and what they pack"),
        response: { 200: myWorkSchema, ...staffAnswers },
      },
    },
    async (request) => myWork.of(request.actor!),
  );
};
