// A CHECK constraint's "column in (...)" written from a domain constant, so the table, the zod schemas and the
// TypeScript types all take their list of values from the same place.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')`: the values are our own constants, quoted as SQL literals (sql.raw, so the generated
 *  constraint reads exactly as a hand-written one and no migration is needed). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
