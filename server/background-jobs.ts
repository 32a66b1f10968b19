// The jobs the server runs in the background (started and stopped by main.ts), each given its fleet gate so a tick
// runs on one instance of several sharing the database.
import type pg from 'pg';
import { createBackupJob } from './backup/backup-job.ts';
import type { BackupStore } from './backup/backup-store.ts';
import type { Database } from './db/client.ts';
import type { createFleetJobs } from './lib/fleet/fleet-jobs.ts';
import { sweepRateLimits } from './lib/fleet/rate-limit-store.ts';
import { createIntervalJob } from './lib/interval-job.ts';
import type { FileStorage } from './lib/storage/index.ts';
import type { LoginThrottle } from './modules/accounts/index.ts';
import { createQuestionRetentionJob, type UnansweredQuestions } from './modules/assistant/index.ts';
import type { ExchangeRates } from './modules/currency/index.ts';
import { createUnpaidOrdersJob, type OrdersService } from './modules/orders/index.ts';
import { RATES_REFRESH_MS } from '../domain/currency.ts';

/** The unpaid-orders job looks every minute, cancelling up to 20 orders per transaction. */
const UNPAID_ORDERS_JOB = { intervalMs: 60_000, batchSize: 20 };

/** The assistant's unanswered questions are looked over every hour; a question is gone within an hour of 30 days. */
const QUESTION_RETENTION_JOB = { intervalMs: 60 * 60_000 };

/** Rate-limit windows and sign-in failures that ended are deleted every 10 minutes. */
const LIMITS_SWEEP_MS = 10 * 60_000;

/** Scheduled backups (BACKUP_EVERY_HOURS): the pool the snapshot reads through, where archives go and how many stay. */
export interface BackupSchedule {
  pool: pg.Pool;
  store: BackupStore;
  workRoot: string;
  intervalMs: number;
  keep: number;
}

export interface BackgroundJobDeps {
  db: Database;
  storage: FileStorage;
  dataDir: string;
  fleetJobs: ReturnType<typeof createFleetJobs>;
  orders: OrdersService;
  unansweredQuestions: UnansweredQuestions;
  exchangeRates: ExchangeRates;
  throttle: LoginThrottle;
  backups: BackupSchedule | undefined;
  log: (message: string) => void;
}

export function createBackgroundJobs(deps: BackgroundJobDeps) {
  const { db, fleetJobs, throttle, backups, log } = deps;
  return {
    // Tests run it by hand (runOnce) with a clock they move.
    unpaidOrders: createUnpaidOrdersJob({
      orders: deps.orders,
      ...UNPAID_ORDERS_JOB,
      log,
      gate: fleetJobs.gate('unpaid-orders', UNPAID_ORDERS_JOB.intervalMs),
    }),
    // The first fetch in the background right after start, then hourly, by one instance of the fleet per hour; the
    // others read what it stored when its notification arrives.
    ratesRefresh: createIntervalJob(
      () => deps.exchangeRates.refresh(),
      RATES_REFRESH_MS,
      fleetJobs.gate('rates-refresh', RATES_REFRESH_MS),
    ),
    // What the assistant could not answer is deleted 30 days after it was last asked.
    questionRetention: createQuestionRetentionJob({
      questions: deps.unansweredQuestions,
      ...QUESTION_RETENTION_JOB,
      log,
      gate: fleetJobs.gate('question-retention', QUESTION_RETENTION_JOB.intervalMs),
    }),
    // Deletes the rate-limit windows and sign-in failures that ended.
    limitsSweep: createIntervalJob(
      () =>
        Promise.all([sweepRateLimits(db), throttle.forgetExpired()]).catch((err: unknown) => {
          log(`limits sweep failed: ${err instanceof Error ? err.message : String(err)}`);
          return [0, 0];
        }),
      LIMITS_SWEEP_MS,
      fleetJobs.gate('limits-sweep', LIMITS_SWEEP_MS),
    ),
    // Only when BACKUP_EVERY_HOURS is set: an archive now and every interval, the newest few kept.
    backups:
      backups &&
      createBackupJob({
        ...backups,
        storage: deps.storage,
        dataDir: deps.dataDir,
        log,
        gate: fleetJobs.gate('backup', backups.intervalMs),
      }),
  };
}
