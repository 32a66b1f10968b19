// Scheduled backups inside the server (BACKUP_EVERY_HOURS): one at start and then every interval, keeping the newest
// BACKUP_KEEP archives. A failed backup is logged and leaves the older archives alone; the next tick tries again.
import type { JobGate } from '../lib/fleet/fleet-jobs.ts';
import { createIntervalJob } from '../lib/interval-job.ts';
import type { BackupStore } from './backup-store.ts';
import { createBackup, type BackupDeps, type BackupResult } from './create-backup.ts';

export interface BackupJobDeps extends BackupDeps {
  intervalMs: number;
  keep: number;
  log: (message: string) => void;
  /** Several instances: only the one that claims the interval takes the backup (server/lib/fleet/fleet-jobs.ts). */
  gate?: JobGate;
}

/** Removes all but the newest `keep` archives; answers the names removed. */
export async function pruneBackups(store: BackupStore, keep: number): Promise<string[]> {
  const names = await store.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await store.remove(name);
  return old;
}

export function createBackupJob({ intervalMs, keep, log, gate, ...deps }: BackupJobDeps) {
  return createIntervalJob(
    async (): Promise<BackupResult | undefined> => {
      try {
        const result = await createBackup(deps);
        const removed = await pruneBackups(deps.store, keep);
        log(
          `backup written: ${result.name} in ${result.where} (${result.bytes} bytes, ${result.ms} ms)` +
            (removed.length ? `; removed ${removed.length} older` : ''),
        );
        return result;
      } catch (err) {
        log(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    },
    intervalMs,
    gate,
  );
}
