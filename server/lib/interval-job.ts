// A background job inside the server process (the unpaid-orders job, forgetting old assistant questions): runs now
// and then every interval, one run at a time, without keeping the process alive, and stops cleanly on shutdown.

/** `run` handles its own failures (logs, answers a fallback): a failed run leaves the work for the next tick. */
export function createIntervalJob<T>(run: () => Promise<T>, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  /** One run at a time in this process; a tick that finds one still going joins it (the next tick catches up). */
  function runOnce(): Promise<T> {
    running ??= run().finally(() => {
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
    /** Stops the timer and waits for a run in progress, so shutdown never cuts one mid-way. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type IntervalJob = ReturnType<typeof createIntervalJob>;
