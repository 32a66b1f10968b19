// Bulkheads for the connection pool: the requests of one lane (the API area they call, a background job) may hold only
// part of the pool, so a table locked for a while stalls the requests that need it and leaves the rest of the shop
// (health, sign-in, the catalog) connections to answer with (issue 28).
import { AsyncLocalStorage } from 'node:async_hooks';

const currentLane = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) in `lane`: its database connections count against that lane's share. */
export function inLane<T>(lane: string, work: () => T): T {
  return currentLane.run(lane, work);
}

/** The lane the code running now belongs to; undefined outside any (start-up, migrations): no share then. */
export const laneNow = (): string | undefined => currentLane.getStore();

/**
 * Connections one lane may hold at once: the pool but a reserve of about a third (3 of 10), so even with one lane's
 * every request waiting on a lock, the other lanes still have connections.
 */
export const laneShare = (poolSize: number): number => Math.max(1, poolSize - Math.max(1, Math.ceil(poolSize * 0.3)));

/** Thrown when a lane stayed full for the whole wait: the database is as good as unavailable to this request. */
export class LaneFullError extends Error {
  constructor(lane: string, waitedMs: number) {
    super(`Every connection of lane '${lane}' stayed busy for ${waitedMs} ms`);
    this.name = 'LaneFullError';
  }
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/** Counts the connections each lane holds; `enter` waits (at most `timeoutMs`) for a place in a full lane. */
export function createLaneGate(share: number) {
  const held = new Map<string, number>();
  const waiting = new Map<string, Waiter[]>();

  function leave(lane: string): void {
    const queue = waiting.get(lane);
    const next = queue?.shift();
    if (queue && !queue.length) waiting.delete(lane);
    if (next) {
      // The place passes straight to the next waiter: the count stays as it is.
      clearTimeout(next.timer);
      next.admit();
      return;
    }
    const count = (held.get(lane) ?? 1) - 1;
    if (count > 0) held.set(lane, count);
    else held.delete(lane);
  }

  /** A place in `lane`, answered with the function that gives it back (call it exactly once). */
  function enter(lane: string, timeoutMs: number): Promise<() => void> {
    let left = false;
    const release = () => {
      if (left) return;
      left = true;
      leave(lane);
    };
    const count = held.get(lane) ?? 0;
    if (count < share) {
      held.set(lane, count + 1);
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const queue = waiting.get(lane) ?? [];
      waiting.set(lane, queue);
      const waiter: Waiter = {
        admit: () => resolve(release),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          if (!queue.length && waiting.get(lane) === queue) waiting.delete(lane);
          reject(new LaneFullError(lane, timeoutMs));
        }, timeoutMs),
      };
      queue.push(waiter);
    });
  }

  return { enter, held: (lane: string) => held.get(lane) ?? 0 };
}
