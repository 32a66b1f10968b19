// The modules' background work around the server's requests (issue 29), as main.ts runs it: prepared before the
// server listens, every module's jobs started once it does, and on shutdown stopped in reverse order around the drain.
import type { FastifyInstance } from 'fastify';
import type { BackgroundJob } from './lib/module-definition.ts';
import { moduleJobs, prepareModules } from './module-list.ts';

export function createShopLifecycle(app: FastifyInstance) {
  let running: BackgroundJob[] = [];
  return {
    /** Before listening: state a restart must show from the first request (the stored exchange rates). */
    prepare: () => prepareModules(app.services),

    /** Once the server listens: every job of every module, in the order of the list. */
    start(): void {
      running = moduleJobs(app.services);
      for (const job of running) job.start();
    },

    /**
     * Closes the app: jobs stop in reverse start order. Background work takes nothing new from the call on, while the
     * in-flight requests finish (a proof read in progress is finished or given back within seconds, its check staying
     * queued; a rates fetch is abandoned); jobs requests hand work to (the outbox) stop after the requests, so a mail
     * delivery they started is waited for. Resolves with every job stopped; a job that failed to stop is logged.
     */
    async stop(): Promise<void> {
      const stopping = running.toReversed();
      running = [];
      const stopped = async (job: BackgroundJob) => {
        try {
          await job.stop();
        } catch (err) {
          app.log.error({ err, job: job.name }, 'a background job failed to stop');
        }
      };
      const background = Promise.all(stopping.filter((job) => !job.servesRequests).map(stopped));
      await app.close(); // stops accepting, waits for in-flight requests
      await background;
      for (const job of stopping) if (job.servesRequests) await stopped(job);
    },
  };
}
