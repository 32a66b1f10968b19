// The shop's own upkeep as a module of the list (no routes): deleting the rate-limit windows and sign-in failures that
// ended, and the scheduled backups; each tick runs on one instance of a fleet sharing the database.
import type pg from 'pg';
import { createBackupJob } from './backup/backup-job.ts';
import type { BackupStore } from './backup/backup-store.ts';
import type { Infrastructure } from './infrastructure.ts';
import { sweepRateLimits } from './lib/fleet/rate-limit-store.ts';
import { createIntervalJob } from './lib/interval-job.ts';
import { backgroundJob, defineModule, type ServicesFrom } from './lib/module-definition.ts';
import type { accountsModule } from './modules/accounts/index.ts';

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

type Needs = Pick<Infrastructure, 'db' | 'storage' | 'dataDir' | 'backupSchedule' | 'fleetJobs' | 'log'> &
  ServicesFrom<typeof accountsModule, 'loginThrottle'>;

export const upkeepModule = defineModule({
  name: 'upkeep',
  services: ({ db, storage, dataDir, backupSchedule, fleetJobs, log, loginThrottle }: Needs) => ({
    limitsSweep: createIntervalJob(
      () =>
        Promise.all([sweepRateLimits(db), loginThrottle.forgetExpired()]).catch((err: unknown) => {
          log(`limits sweep failed: ${err instanceof Error ? err.message : String(err)}`);
          return [0, 0];
        }),
      LIMITS_SWEEP_MS,
      fleetJobs.gate('limits-sweep', LIMITS_SWEEP_MS),
    ),
    // Only when BACKUP_EVERY_HOURS is set: an archive at start and every interval, the newest few kept (README,
    // Backups).
    backups:
      backupSchedule &&
      createBackupJob({
        ...backupSchedule,
        storage,
        dataDir,
        log,
        gate: fleetJobs.gate('backup', backupSchedule.intervalMs),
      }),
  }),
  jobs: ({ limitsSweep, backups }) => [
    backgroundJob('limits-sweep', limitsSweep),
    ...(backups ? [backgroundJob('backups', backups)] : []),
  ],
});
