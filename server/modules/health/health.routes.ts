// GET /api/health: ok while the database answers; 'degraded' (503, so a load balancer routes around this instance)
// while it does not. The process itself stays up and recovers on its own when the database comes back.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('degraded'), database: z.literal('unreachable') }),
        },
      },
    },
    async (_request, reply) => {
      // SELECT 1 proves the pool can reach PostgreSQL without touching any table.
      const ok = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      reply.header('Cache-Control', 'no-store');
      return ok
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'degraded' as const, database: 'unreachable' as const });
    },
  );
};
