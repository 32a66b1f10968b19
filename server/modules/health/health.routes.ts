// GET /api/health: ok while the database answers; 'degraded' (503, so a load balancer routes around this instance)
// while it does not. The process itself stays up and recovers on its own when the database comes back.
// GET /api/health/ready: whether this instance can serve shoppers now: the database and the file storage each checked
// within a short time, answering which part failed (never why: no address, key or stack leaves the server).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';

/** Under the pool's own 2 s wait for a connection: a probe answers before a load balancer's usual 5 s time-out. */
const DATABASE_CHECK_MS = 1_500;
/** A HEAD to object storage over a slow link may take a moment; a local folder answers at once. */
const STORAGE_CHECK_MS = 3_000;

const checkOutcome = z.enum(['ok', 'unreachable']);
const readiness = z.object({
  status: z.enum(['ready', 'unready']),
  checks: z.object({ database: checkOutcome, storage: checkOutcome }),
});

/** 'ok' when `check` settles in time, 'unreachable' when it fails or takes longer than `ms`. */
async function outcome(check: () => Promise<unknown>, ms: number): Promise<z.infer<typeof checkOutcome>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  // SELECT 1 proves the pool can reach PostgreSQL without touching any table.
  const selectOne = () => db.execute(sql`select 1`);

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
      const ok = await selectOne().then(
        () => true,
        () => false,
      );
      reply.header('Cache-Control', 'no-store');
      return ok
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'degraded' as const, database: 'unreachable' as const });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'Readiness: the database and the file storage answer',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const [database, stored] = await Promise.all([
        outcome(selectOne, DATABASE_CHECK_MS),
        outcome(() => storage.check(), STORAGE_CHECK_MS),
      ]);
      const ready = database === 'ok' && stored === 'ok';
      reply.header('Cache-Control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unready', checks: { database, storage: stored } });
    },
  );
};
