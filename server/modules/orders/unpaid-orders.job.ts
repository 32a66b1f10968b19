// The unpaid-orders job (issue 11, item 10): inside the server process, every minute, cancels the open orders whose
// payment deadline has passed, so stock cannot be held for ever by an order nobody pays. Several instances may run it
// on one database: each batch claims its rows with SKIP LOCKED (orders.service.ts cancelOverdue), so an order is
// cancelled, its stock returned and its shopper mailed once.
import type { OrdersService } from './orders.service.ts';

export interface UnpaidOrdersJobDeps {
  orders: Pick<OrdersService, 'cancelOverdue'>;
  /** How often to look; a deadline is kept to within this much. */
  intervalMs: number;
  /** Orders per transaction: small, so a batch holds its locks briefly and a staff change waits little. */
  batchSize: number;
  log: (message: string) => void;
}

export function createUnpaidOrdersJob({ orders, intervalMs, batchSize, log }: UnpaidOrdersJobDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

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

  /** One run at a time in this process; a tick that finds one still going skips (the next tick catches up). */
  function runOnce(): Promise<number> {
    running ??= cancelDue()
      .then((n) => {
        if (n > 0) log(`cancelled ${n} unpaid order(s) past their payment deadline`);
        return n;
      })
      .catch((err: unknown) => {
        // The database may be restarting: the orders stay due and the next tick tries again.
        log(`unpaid-orders run failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    /** Stops the timer and waits for a run in progress, so shutdown never cuts a batch mid-way (it would roll back anyway). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type UnpaidOrdersJob = ReturnType<typeof createUnpaidOrdersJob>;
