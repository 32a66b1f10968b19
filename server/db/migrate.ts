// Applies the committed SQL migrations at start, once, even with several app instances starting together.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001; // any constant shared by all instances of this app

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect();
  try {
    // Two instances starting at once would both try to create the same tables; the session lock serialises them,
    // so the migration must run on this same connection.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
