// The last exchange rates fetched from the rates service (owned by the currency module): one row, replaced on each
// successful fetch, so a restart with the service unreachable still shows real rates (issue 16).
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const exchangeRates = pgTable('exchange_rates', {
  /** Always 'PKR': the rates are units of each currency per rupee. One row per base keeps the latest fetch only. */
  base: text('base').primaryKey(),
  /** Without the shop's markup, which is applied when the rates are published. */
  rates: jsonb('rates').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
