// Applies the committed SQL migrations at start, once, even with several app instances starting together; names the
// schema version (the applied migrations) for backups, and rebuilds a schema to a given version inside a restore.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001; // any constant shared by all instances of this app

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect();
  try {
    // Two instances starting at once would both try to create the same tables; the session lock serialises them,
    // so the migration must run on this same connection. It waits as long as that takes, and its DDL for the traffic of
    // instances already running: the pool's lock_timeout is for requests (client.ts).
    await client.query('set lock_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.query('reset lock_timeout').catch(() => undefined);
    client.release();
  }
}

/** One applied migration as drizzle records it (`when` is the journal's timestamp, `hash` the SQL file's SHA-256). */
export interface MigrationId {
  when: number;
  hash: string;
  /** The migration's file name, when this code knows it. */
  tag: string | null;
}

/** Every migration this code ships, in order, with its statements (read and hashed by drizzle's own reader). */
export function knownMigrations(): (MigrationId & { statements: string[] })[] {
  // drizzle's reader hands back `when` but not the file name; the name is read from the same journal, for people.
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return readMigrationFiles({ migrationsFolder }).map((m) => ({
    when: m.folderMillis,
    hash: m.hash,
    tag: tags.get(m.folderMillis) ?? null,
    statements: m.sql,
  }));
}

/** The migrations applied to the database `client` is connected to (none on a database the shop never started on). */
export async function appliedMigrations(client: pg.ClientBase): Promise<MigrationId[]> {
  const { rows: table } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table[0]?.present) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const known = new Map(knownMigrations().map((m) => [m.when, m.tag]));
  return rows.map((r) => ({ when: Number(r.created_at), hash: r.hash, tag: known.get(Number(r.created_at)) ?? null }));
}

/**
 * Inside the caller's open transaction: waits for any instance migrating at start, then applies the first `count`
 * migrations to an empty schema and records them exactly as drizzle's migrator does, so a later start applies the rest.
 */
export async function applyMigrationsInTransaction(client: pg.ClientBase, count: number): Promise<void> {
  await client.query('set local lock_timeout = 0');
  await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of knownMigrations().slice(0, count)) {
    for (const statement of migration.statements) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.when,
    ]);
  }
}
