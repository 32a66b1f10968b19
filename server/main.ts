// Process entry: config -> database (embedded or DATABASE_URL) -> migrations -> seed -> app -> listen; clean shutdown.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.ts';
import { backupStoreOf } from './backup/backup-store.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { connectRedis } from './lib/fleet/redis.ts';
import type { EmbeddedPostgres } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { startShopDatabase } from './db/shop-database.ts';
import { makeDataDirPrivate } from './lib/data-dir-modes.ts';
import { loadSessionSecret } from './lib/session-tokens.ts';
import { storageOf } from './lib/storage/of-config.ts';
import { createServices } from './services.ts';
import { createShopLifecycle } from './shop-lifecycle.ts';
import { RATES_MAX_ATTEMPTS, RATES_TIMEOUT_MS } from '../domain/currency.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** After the drain deadline, PostgreSQL gets this long to shut down fast before it is told to quit at once. */
const FORCED_DATABASE_STOP_MS = 3_000;

/** The embedded PostgreSQL this process started: a start that fails after it (a port in use) must not leave it running. */
let startedEmbedded: EmbeddedPostgres | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();

  // With the embedded database this takes DATA_DIR's lock first: a second start on a live shop's folder ends here.
  const {
    url: databaseUrl,
    embedded,
    lock,
  } = await startShopDatabase(config.databaseUrl, config.dataDir, {
    holder: 'shop',
    onStarted: (cluster) => (startedEmbedded = cluster),
  });
  // Until the app's logger exists, warnings and pool errors go to standard error; after that, into the structured log.
  let log: Pick<FastifyBaseLogger, 'warn' | 'error'> = {
    warn: (message: unknown) => console.warn(message),
    error: (message: unknown) => console.error(message),
  };
  // Files an older version wrote readable by every user on the machine become the shop's alone (issue 28).
  const modes = await makeDataDirPrivate(config.dataDir);
  if (modes.refused.length)
    log.warn(
      `${modes.refused.length} entries in ${config.dataDir} could not be made private (another user owns them), e.g. ${modes.refused[0]}`,
    );
  const database = connectDatabase(databaseUrl, {
    onPoolError: (err) => log.error({ err }, 'database connection error'),
  });
  await applyMigrations(database);
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (err) => log.error({ err }, 'redis connection error'))
    : undefined;

  const storage = storageOf(config);
  const sessionSecret = await loadSessionSecret(config.jwtSecret, config.dataDir);
  const linkBaseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // Built once: the app serves these same services (one read cache, one mail outbox, one job per process).
  const services = createServices({
    db: database.db,
    pool: database.pool,
    storage,
    dataDir: config.dataDir,
    sessionSecret,
    linkBaseUrl,
    publicUrlSet: config.publicUrl !== undefined,
    imageConcurrency: config.imageConcurrency,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
    llm: config.llm,
    rates: {
      url: config.ratesUrl,
      timeoutMs: RATES_TIMEOUT_MS,
      attempts: RATES_MAX_ATTEMPTS,
      pausesMs: [2_000, 5_000],
    },
    locationServices: config.locationServices,
    redis,
    backups: config.backup.everyMs
      ? {
          pool: database.pool,
          store: backupStoreOf(config),
          workRoot: config.backup.dir,
          intervalMs: config.backup.everyMs,
          keep: config.backup.keep,
        }
      : undefined,
    log: (message) => log.warn(message),
  });
  // Before taking requests: what other instances on the database change reaches this one's caches (issue 19).
  await services.fleet.listen(databaseUrl);
  const seededMedia = config.seedDemo
    ? await seedIfEmpty({ database, media: services.media, log: (m) => console.warn(m) })
    : [];
  if (config.admin) await services.accounts.ensureAdmin(config.admin.email, config.admin.password);

  const serverBuild = (await import(pathToFileURL(path.join(config.buildDir, 'server/index.js')).href)) as ServerBuild;
  const app = await buildApp({
    services,
    db: database.db,
    storage,
    origin: linkBaseUrl,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    metrics: { ...config.metrics, host: config.host },
    storefront: { clientDir: path.join(config.buildDir, 'client'), server: serverBuild },
  });

  log = app.log;
  // Every module's background jobs (server/module-list.ts), started after listening and stopped around the drain.
  const lifecycle = createShopLifecycle(app);
  // Before listening and before any fetch: a restart with the rates service down still shows the last real rates.
  await lifecycle.prepare();

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A signal to the whole process group, or an impatient second Ctrl+C, must not cut off the requests being drained.
    if (stopping) return app.log.warn({ signal }, 'already shutting down: signal ignored until the drain deadline');
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error({ deadlineMs: config.drainDeadlineMs }, 'drain deadline passed: stopping the database and exiting');
      // Never exit leaving the embedded PostgreSQL running: the next start would have to recover it.
      void Promise.resolve(embedded?.stop(FORCED_DATABASE_STOP_MS)).finally(() => process.exit(1));
    }, config.drainDeadlineMs).unref();
    try {
      // Background jobs stop taking work while the in-flight requests finish; the app is closed, then the jobs
      // requests handed work to (the outbox).
      await lifecycle.stop();
      await app.services.fleet.close();
      if (redis) await redis.quit().catch(() => undefined);
      await database.close();
      await embedded?.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  // on, not once: after once, a second signal would meet Node's default handler and kill the process mid-request.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  // Mail queued before a restart, payment screenshots to read, unpaid orders past their deadline, the rates, old
  // questions, ended rate limits, backups: every module's jobs (README, Running the shop).
  lifecycle.start();
  if (!config.publicUrl)
    app.log.warn(
      `PUBLIC_URL is not set: links in emails, the sitemap and link previews point at ${linkBaseUrl}; set it to the shop's public address`,
    );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await lock?.servesOn(port);
  const metricsAddress = app.metricsListener?.server.address();
  const metricsPort = typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : undefined;
  app.log.info(
    { port, metricsPort, ms: Date.now() - started, database: embedded ? 'embedded' : 'DATABASE_URL' },
    'shop is ready',
  );
  console.warn(`Shop is ready on http://localhost:${port} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // Make the demo pictures' responsive variants now, one at a time, so the first shoppers do not wait for encodes.
  void (async () => {
    for (const id of seededMedia) if (!stopping) await services.media.warmVariants(id).catch(() => undefined);
  })();
}

main().catch(async (err: unknown) => {
  // Start-up failures are for an operator: say what failed and why, down the chain of causes.
  for (let e: unknown = err; e; e = e instanceof Error ? e.cause : undefined)
    console.error(e instanceof Error ? e.message : e);
  await startedEmbedded?.stop().catch(() => undefined);
  process.exit(1);
});
