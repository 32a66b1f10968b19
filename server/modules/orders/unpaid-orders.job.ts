// The unpaid-orders job (issue 11, item 10): inside the server process, every minute, cancels the open orders whose
// payment deadline has passed, so stock cannot be held for ever by an order nobody pays. Several instances on one
// database take turns (the gate: one of them runs each minute's tick), and each batch claims its rows with SKIP LOCKED
// (orders.service.ts cancelOverdue) anyway, so an order is cancelled, its stock returned and its shopper mailed once.
import type { JobGate } from '../../lib/fleet/fleet-jobs.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import type { OrdersService } from './orders.service.ts';

export interface UnpaidOrdersJobDeps {
  orders: Pick<OrdersService, 'cancelOverdue'>;
  /** How often to look; a deadline is kept to within this much. */
  intervalMs: number;
  /** Orders per transaction: small, so a batch holds its locks briefly and a staff change waits little. */
  batchSize: number;
  log: (message: string) => void;
  /** One instance of the fleet runs each tick (server/lib/fleet/fleet-jobs.ts); without it, every instance does. */
  gate?: JobGate;
}

export function createUnpaidOrdersJob({ orders, intervalMs, batchSize, log, gate }: UnpaidOrdersJobDeps) {
  /** Cancels everything due, batch after batch; answers how many orders this run cancelled. */
  async function cancelDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const cancelled = await orders.cancelOverdue(batchSize);
      total += cancelled;
      // A short batch: nothing more is due, or another instance holds the rest.
      if (cancelled < batchSize) return total;
    }
  }

  return createIntervalJob(
    () =>
      cancelDue()
        .then((n) => {
          if (n > 0) log(`cancelled ${n} unpaid order(s) past their payment deadline`);
          return n;
        })
        .catch((err: unknown) => {
          // The database may be restarting: the orders stay due and the next tick tries again.
          log(`unpaid-orders run failed: ${err instanceof Error ? err.message : String(err)}`);
          return 0;
        }),
    intervalMs,
    gate,
  );
}

export type UnpaidOrdersJob = ReturnType<typeof createUnpaidOrdersJob>;
