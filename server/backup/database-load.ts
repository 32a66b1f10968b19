// The database half of a restore, in ONE transaction: the shop's tables dropped (only with --force may any hold a
// row), the schema rebuilt by the migrations up to the archive's version, every table copied in (COPY ... FROM
// STDIN) parents before children, the sequences set, then the caller's last step (putting files back) before the
// commit. Any failure rolls all of it back: the database is as it was, never half restored.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { applyMigrationsInTransaction } from '../db/migrate.ts';
import { BackupRefused } from './backup-refused.ts';
import { quoted, shopTables } from './database-snapshot.ts';
import { entryOf, type Manifest } from './manifest.ts';

/** The shop's tables that hold at least one row. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const tables = (await shopTables(client)).filter((t) => t.kept);
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string }>(
    tables
      .map((t) => `select '${t.name.replaceAll("'", "''")}' as name where exists (select 1 from ${quoted(t.name)})`)
      .join(' union all '),
  );
  return rows.map((r) => r.name);
}

export const refuseNonEmpty = (tables: string[]) =>
  new BackupRefused(
    `The database already holds data (${tables.length} tables with rows: ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? '...' : ''}). ` +
      'Restore into an empty database, or pass --force to replace everything in it.',
  );

export interface LoadOptions {
  force: boolean;
  /** How many of this code's migrations make the archive's schema. */
  migrations: number;
  /** Runs inside the transaction after the data is in; a failure there rolls the restore back. */
  beforeCommit: () => Promise<void>;
}

/** Loads the archive unpacked in `workDir`; answers the storage keys the replaced rows named (for --force's clean-up). */
export async function loadDatabase(
  client: pg.ClientBase,
  manifest: Manifest,
  workDir: string,
  { force, migrations, beforeCommit }: LoadOptions,
): Promise<{ replacedKeys: string[] }> {
  await client.query('begin');
  try {
    await client.query('set local statement_timeout = 0');
    await client.query('set local idle_in_transaction_session_timeout = 0');
    const holding = await tablesWithRows(client);
    if (holding.length && !force) throw refuseNonEmpty(holding);
    const replacedKeys = holding.length ? await storedKeys(client) : [];

    await dropShopSchema(client);
    await applyMigrationsInTransaction(client, migrations);
    const order = await dependencyOrder(client, manifest);
    const byName = new Map(manifest.database.tables.map((t) => [t.name, t]));
    for (const name of order) {
      const table = byName.get(name)!;
      const copy = client.query(copyFrom(`copy ${quoted(name)} (${table.columns.map(quoted).join(', ')}) from stdin`));
      await pipeline(fs.createReadStream(path.join(workDir, entryOf.table(name))), zlib.createGunzip(), copy);
      if (copy.rowCount !== table.rows)
        throw new BackupRefused(
          `${name}: ${copy.rowCount} rows read, the manifest says ${table.rows}: the archive is damaged`,
        );
    }
    for (const s of manifest.database.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [quoted(s.name), s.lastValue, s.isCalled]);
    await beforeCommit();
    await client.query('commit');
    return { replacedKeys };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

async function storedKeys(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ uploads: boolean; media: boolean }>(
    `select to_regclass('public.uploads') is not null as uploads, to_regclass('public.media') is not null as media`,
  );
  const parts = [
    rows[0]!.uploads && `select storage_key as key from uploads where storage_key is not null`,
    rows[0]!.media && `select storage_key from media`,
  ].filter(Boolean);
  if (!parts.length) return [];
  return (await client.query<{ key: string }>(parts.join(' union '))).rows.map((r) => r.key);
}

/** Everything the migrations made: the shop's tables (their sequences and indexes go with them) and drizzle's record. */
async function dropShopSchema(client: pg.ClientBase): Promise<void> {
  const tables = await shopTables(client);
  if (tables.length) await client.query(`drop table ${tables.map((t) => quoted(t.name)).join(', ')} cascade`);
  await client.query('drop schema if exists drizzle cascade');
}

/**
 * The archive's tables, each after every table it references, as the rebuilt schema's foreign keys say; the schema
 * must have exactly the archive's tables (the same migrations made both).
 */
async function dependencyOrder(client: pg.ClientBase, manifest: Manifest): Promise<string[]> {
  const present = (await shopTables(client)).filter((t) => t.kept).map((t) => t.name);
  const archived = manifest.database.tables.map((t) => t.name);
  const differs = [...present.filter((t) => !archived.includes(t)), ...archived.filter((t) => !present.includes(t))];
  if (differs.length)
    throw new BackupRefused(
      `The archive's tables and its schema version disagree (${differs.join(', ')}): it is damaged`,
    );
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent
       from pg_constraint c
       join pg_class ch on ch.oid = c.conrelid
       join pg_class pa on pa.oid = c.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and ch.relname <> pa.relname`,
  );
  const order: string[] = [];
  const waiting = new Set(present);
  while (waiting.size) {
    const ready = [...waiting].filter((t) => !rows.some((r) => r.child === t && waiting.has(r.parent)));
    if (!ready.length) throw new Error(`Foreign keys form a cycle among ${[...waiting].join(', ')}`);
    for (const t of ready.sort()) {
      order.push(t);
      waiting.delete(t);
    }
  }
  return order;
}
