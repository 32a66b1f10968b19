// invalidate(tags) for a fleet of app instances on one database (issue 19): this instance's caches drop the tags at
// once, and every other instance hears them through PostgreSQL NOTIFY within moments. An instance whose listening
// connection was lost drops everything once it listens again, since it may have missed a change.
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CacheTag } from '../cache-tags.ts';
import type { CacheGroup } from '../read-cache.ts';
import { INVALIDATION_CHANNEL, invalidationPayloads, readInvalidation } from './invalidation-messages.ts';
import { createPgListener, type PgListener, type PgListenerOptions } from './pg-listener.ts';

export interface FleetInvalidationDeps {
  db: Database;
  caches: Pick<CacheGroup, 'invalidate' | 'clear'>;
  log: (message: string) => void;
  /** Told of what another instance changed (`'all'` after a gap), after the caches dropped it: for state kept
   *  outside the caches (the exchange rates every page reads). */
  changedElsewhere?: (tags: readonly CacheTag[] | 'all') => void;
}

/** The listening connection's application_name: `pg_stat_activity` shows which process it belongs to. */
export const listenerName = (pid: number) => `shop-listener-${pid}`;

export function createFleetInvalidation({ db, caches, log, changedElsewhere }: FleetInvalidationDeps) {
  // Tells this process's own notifications apart from the others' (several test apps may share one process).
  const instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  let listener: PgListener | undefined;

  /** Tags waiting for the notice in flight to finish; under load, many changes then travel in one statement. */
  let unsent = new Set<CacheTag>();
  let sending = false;

  /** Drops `tags` here now, then tells the other instances (one statement, however many payloads). */
  function invalidate(tags: readonly CacheTag[]): void {
    if (tags.length === 0) return;
    caches.invalidate(tags);
    for (const tag of tags) unsent.add(tag);
    if (!sending) void sendUnsent();
  }

  async function sendUnsent(): Promise<void> {
    sending = true;
    while (unsent.size) {
      const payloads = invalidationPayloads(instanceId, [...unsent]);
      unsent = new Set();
      try {
        await db.execute(
          sql`select pg_notify(${INVALIDATION_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`,
        );
      } catch (err) {
        // The others drop the tags when their cached copies age out (a minute at most); nothing to undo here.
        log(`cache invalidation not sent to other instances: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    sending = false;
  }

  function received(payload: string): void {
    const message = readInvalidation(payload);
    if (message.from === instanceId) return; // already applied when it was sent
    if ('all' in message) return missed();
    caches.invalidate(message.tags);
    changedElsewhere?.(message.tags);
  }

  function missed(): void {
    caches.clear();
    changedElsewhere?.('all');
  }

  return {
    invalidate,
    /** Starts listening on a connection of its own (main.ts, before the app takes requests). */
    async listen(url: string, options: Pick<PgListenerOptions, 'backoff' | 'heartbeatMs'> = {}): Promise<void> {
      listener = createPgListener({
        ...options,
        url,
        channel: INVALIDATION_CHANNEL,
        applicationName: listenerName(process.pid),
        onNotification: received,
        onResubscribed: missed,
        log,
      });
      await listener.start();
    },
    listening: () => listener?.listening() ?? false,
    /** Ends the listening connection (shutdown). */
    close: async () => listener?.close(),
  };
}

export type FleetInvalidation = ReturnType<typeof createFleetInvalidation>;
