// Test helpers: a fresh database cloned from the migrated template, and an app built on it for inject().
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createServices } from '../services.ts';
import type { TrustProxy } from '../config.ts';
import type { ModelSettings } from '../modules/assistant/index.ts';
import type { RatesFetchSettings } from '../modules/currency/index.ts';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { connectRedis } from '../lib/fleet/redis.ts';
import { createPasswordHasher, type ScryptCost } from '../lib/passwords.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import type { MetricsAccess } from '../plugins/metrics.ts';
import { localStorage } from '../lib/storage/local.ts';
import type { StorefrontBuild } from '../ssr/storefront.ts';

const TEMPLATE_DATABASE = 'shop_template';
/** The public address test apps put in email links. */
export const TEST_LINK_BASE = 'http://shop.test';
/**
 * Test apps hash passwords at 1/128 of the shop's scrypt cost: the tests sign up and sign in hundreds of accounts,
 * and at OWASP's cost that alone took minutes of the two cores. The production cost keeps its own tests
 * (accounts.test.ts 'passwords', and the sign-in of main.test.ts's production start).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
/** Hashes and checks passwords as the test apps do. */
export const testPasswords = createPasswordHasher(TEST_PASSWORD_COST);

/** A new database for one test file, copied from the migrated template (milliseconds, not a migration run). */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const urlTemplate = inject('postgresUrlTemplate');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(urlTemplate.replace('__DB__', 'postgres'), { max: 1 });
  try {
    await admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  return connectDatabase(urlTemplate.replace('__DB__', name), { max: 5 });
}

/** One method of one route as the app declared it; `guarded` when the route runs its own onRequest check. */
export interface RegisteredRoute {
  method: string;
  url: string;
  guarded: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app added, for tests that check each one is accounted for (server/permission-matrix.test.ts). */
  routes: RegisteredRoute[];
  database: DatabaseHandle;
  dataDir: string;
  /** The app's session-token key, for tests that forge or age tokens. */
  sessionSecret: Uint8Array;
  close(): Promise<void>;
}

export interface TestAppOptions {
  storage?: FileStorage;
  trustProxy?: TrustProxy;
  /** Log lines are collected here (at info level) when given; otherwise the app logs nothing. */
  logLines?: string[];
  publicUrl?: string;
  allowedHosts?: string[];
  /** Serve the built storefront too (needs `npm run build`, which npm test runs first). */
  storefront?: boolean;
  /** Deliver mail to this SMTP server instead of .eml files. */
  smtpUrl?: string;
  /** Answer the shop assistant with this model (a stand-in server the test started: server/test/model-server.ts). */
  llm?: ModelSettings;
  /** Share another test app's database (a second instance of the shop); it stays open when this app closes. */
  database?: DatabaseHandle;
  /** Fetch exchange rates from this stand-in (server/test/rates-server.ts), quickly; unset, from a closed local port. */
  rates?: Partial<RatesFetchSettings>;
  /** LOCATION_SERVICES: the IP-location services the browser may ask (their origins join the pages' connect-src). */
  locationServices?: string[];
  /** Share the session key too, so a token one instance signed is accepted by the other. */
  sessionSecret?: Uint8Array;
  /** Serve /metrics: behind this token on the main port, or on a listener of its own (METRICS_TOKEN, METRICS_PORT). */
  metrics?: MetricsAccess;
  /** REDIS_URL: count rate limits and sign-in failures in this Redis (server/test/redis-server.ts). */
  redisUrl?: string;
}

const BUILD_DIR = path.resolve(import.meta.dirname, '../../build');

async function builtStorefront(): Promise<StorefrontBuild> {
  const entry = path.join(BUILD_DIR, 'server/index.js');
  if (!existsSync(entry)) throw new Error('This test renders pages: run `npm run build` first (npm test does).');
  return {
    clientDir: path.join(BUILD_DIR, 'client'),
    server: (await import(pathToFileURL(entry).href)) as ServerBuild,
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-app-'));
  const sessionSecret = options.sessionSecret ?? crypto.randomBytes(32);
  const routes: RegisteredRoute[] = [];
  const storage = options.storage ?? localStorage(path.join(dataDir, 'uploads'));
  const linkBaseUrl = options.publicUrl ?? TEST_LINK_BASE;
  // The services write to the app's logger, as main.ts wires them, once it exists.
  const appLog: { to?: FastifyInstance['log'] } = {};
  const redis = options.redisUrl ? connectRedis(options.redisUrl, () => undefined) : undefined;
  const app = await buildApp({
    services: createServices({
      db: database.db,
      pool: database.pool,
      storage,
      dataDir,
      sessionSecret,
      linkBaseUrl,
      publicUrlSet: options.publicUrl !== undefined,
      passwordCost: TEST_PASSWORD_COST,
      mail: { smtpUrl: options.smtpUrl },
      llm: options.llm,
      // Tests never reach the real rates service: fetch refuses port 9 (a 'bad port') without a packet leaving.
      locationServices: options.locationServices,
      rates: { url: 'http://127.0.0.1:9/', timeoutMs: 1_000, attempts: 3, pausesMs: [0], ...options.rates },
      log: (message) => appLog.to?.warn(message),
      redis,
    }),
    db: database.db,
    storage,
    origin: linkBaseUrl,
    logLevel: options.logLines ? 'info' : 'silent',
    logStream: options.logLines && { write: (line: string) => void options.logLines!.push(line) },
    trustProxy: options.trustProxy,
    allowedHosts: options.allowedHosts,
    metrics: options.metrics && { host: '127.0.0.1', ...options.metrics },
    storefront: options.storefront ? await builtStorefront() : undefined,
    onRoute: (route) => {
      const guarded = [route.onRequest ?? []].flat().length > 0;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, guarded });
    },
  });
  appLog.to = app.log;
  await app.ready();
  return {
    app,
    routes,
    database,
    dataDir,
    sessionSecret,
    async close() {
      await app.close();
      await app.services.outbox.stop();
      await app.services.proofChecks.stop();
      app.services.exchangeRates.stop();
      await app.services.ratesRefresh.stop();
      await redis?.quit();
      if (!options.database) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
