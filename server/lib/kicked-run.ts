// A queue's delivery run that a commit kicks (the mail outbox, the payment-proof checks): one run at a time in this
// process, and a kick during a run asks for one more run after it, so work queued meanwhile is never left waiting for
// the next sweep. A failed run is logged and counts as nothing done.

export function createKickedRun(name: string, run: () => Promise<number>, log: (message: string) => void) {
  let running: Promise<number> | undefined;
  let again = false;

  /** Starts a run now, or joins the one going (and asks for another after it); answers how much it did. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => {
        log(`${name} run failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
    return running;
  }

  /** Starts a run (or asks for one more) for a caller who does not wait for it, such as a commit that queued work:
   *  kick never rejects (a failed run is logged above), so nothing is left unhandled. */
  function wake(): void {
    void kick();
  }

  return {
    kick,
    wake,
    /** The run in progress, if any, for a shutdown to wait for. */
    settled: async () => {
      await running;
    },
  };
}
