// A background job inside the server process (the unpaid-orders job, forgetting old assistant questions, the rates
// refresh): runs now and then every interval, one run at a time, without keeping the process alive, and stops cleanly
// on shutdown. With a gate (server/lib/fleet/fleet-jobs.ts) a timer's tick runs only on the instance that claims it.
import type { JobGate } from './fleet/fleet-jobs.ts';

/** `run` handles its own failures (logs, answers a fallback): a failed run leaves the work for the next tick. */
export function createIntervalJob<T>(run: () => Promise<T>, intervalMs: number, gate?: JobGate) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let ticking: Promise<T | undefined> | undefined;

  /** One run now in this process, whatever the other instances do (tests, an admin's 'refresh now'); a call that
   *  finds one still going joins it (the next tick catches up). */
  function runOnce(): Promise<T> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** What the timer does: a run, if this instance claims the tick (always, without a gate). */
  function tick(): Promise<T | undefined> {
    ticking ??= (gate ? gate(runOnce) : runOnce()).finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  return {
    runOnce,
    tick,
    start() {
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** Stops the timer and waits for a run in progress, so shutdown never cuts one mid-way. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      await running;
    },
  };
}

export type IntervalJob = ReturnType<typeof createIntervalJob>;
