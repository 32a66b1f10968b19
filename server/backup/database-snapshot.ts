// The database half of a backup: every table of the shop copied out (COPY ... TO STDOUT) inside ONE repeatable-read,
// read-only transaction, so the copies are one consistent moment even while orders are being placed; each copy
// streams to a gzipped file. Like server/modules/reports it reads across modules: it reads which stored files rows name.
import path from 'node:path';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, type MigrationId } from '../db/migrate.ts';
import { writeHashed } from './hashed-file.ts';
import { entryOf, type ArchiveFile, type Manifest, type TableDump } from './manifest.ts';

export interface DatabaseSnapshot {
  migrations: MigrationId[];
  tables: TableDump[];
  sequences: Manifest['database']['sequences'];
  /** The table copies, written under the work folder at their entry names. */
  files: ArchiveFile[];
  /** Storage keys of every stored upload and catalog picture the rows name. */
  storedKeys: string[];
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The shop's own tables in schema public (not an extension's), each with its columns in order, generated ones left out.
 * `kept`: whether a backup keeps its rows. Unlogged tables (rate-limit windows, sign-in failures) hold only
 * what is true for a few minutes, and PostgreSQL itself empties them after a crash; a restore recreates them empty.
 */
export async function shopTables(client: pg.ClientBase): Promise<{ name: string; columns: string[]; kept: boolean }[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; kept: boolean }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns,
            c.relpersistence = 'p' as kept
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      group by c.relname, c.relpersistence
      order by c.relname`,
  );
  return rows;
}

export async function snapshotDatabase(
  client: pg.ClientBase,
  workDir: string,
  onProgress: (message: string) => void | Promise<void>,
): Promise<DatabaseSnapshot> {
  await client.query('begin isolation level repeatable read read only');
  try {
    // A big shop's copy outlasts the pool's 15 s statement limit; these hold for this transaction only.
    await client.query(`set local statement_timeout = 0`);
    await client.query(`set local idle_in_transaction_session_timeout = 0`);
    // The first query fixes the snapshot: everything below reads that one moment.
    const migrations = await appliedMigrations(client);
    const tables: TableDump[] = [];
    const files: ArchiveFile[] = [];
    for (const { kept, ...table } of await shopTables(client)) {
      if (!kept) continue;
      const entry = entryOf.table(table.name);
      const copy = client.query(
        copyTo(`copy ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) to stdout`),
      );
      const digest = await writeHashed(copy, path.join(workDir, entry), { gzip: true });
      tables.push({ ...table, rows: copy.rowCount });
      files.push({ path: entry, ...digest });
      await onProgress(`${table.name}: ${copy.rowCount} rows`);
    }
    const { rows: keys } = await client.query<{ key: string }>(
      `select storage_key as key from uploads where status = 'stored' and storage_key is not null
       union select storage_key from media order by 1`,
    );
    const sequences = await sequenceValues(client);
    await client.query('commit');
    return { migrations, tables, sequences, files, storedKeys: keys.map((k) => k.key) };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** Sequences are outside transactions: read after the snapshot began, each is at or past every value its rows hold. */
async function sequenceValues(client: pg.ClientBase): Promise<Manifest['database']['sequences']> {
  const { rows: names } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  const values: Manifest['database']['sequences'] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoted(name)}`,
    );
    values.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return values;
}
