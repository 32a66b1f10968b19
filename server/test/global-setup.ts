// Vitest global setup: one embedded PostgreSQL for the run, with a migrated template database to clone per test file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations } from '../db/migrate.ts';

export const TEMPLATE_DATABASE = 'shop_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrlTemplate: string;
  }
}

let embedded: EmbeddedPostgres | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  // Throwaway cluster: durability settings off for speed (the crash test uses its own durable cluster).
  embedded = await startEmbeddedPostgres(dataDir, ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']);
  const admin = connectDatabase(embedded.url('postgres'), { max: 1 });
  await admin.pool.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = connectDatabase(embedded.url(TEMPLATE_DATABASE), { max: 1 });
  await applyMigrations(template);
  await template.close();
  // Tests get a URL with a placeholder database name they replace with their own fresh copy.
  project.provide('postgresUrlTemplate', embedded.url('__DB__'));
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
