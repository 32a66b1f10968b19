// What several app instances on one database share so they act as one shop (issue 19): request counts of the rate
// limits, and which instance ran each background job's latest tick.
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One rate-limit counter per route and client key (server/lib/fleet/rate-limit-store.ts). UNLOGGED (migration
 * 0020): no write-ahead log for a row written on every limited request, and a crash only resets the counts.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the window ends: the next hit after it starts a new window at 1; the sweep deletes the row. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The latest interval slot each background job ran in, claimed by one instance (server/lib/fleet/fleet-jobs.ts). */
export const jobTicks = pgTable('job_ticks', {
  name: text('name').primaryKey(),
  /** The slot number: milliseconds since the epoch divided by the job's interval, on the database's clock. */
  tick: bigint('tick', { mode: 'number' }).notNull(),
});
