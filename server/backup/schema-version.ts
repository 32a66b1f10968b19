// Whether this code can restore an archive: its applied migrations must be the first of the ones this code ships,
// the same files. Answers how many to apply before the data goes in.
import type { MigrationId } from '../db/migrate.ts';
import { BackupRefused } from './backup-refused.ts';

const label = (list: MigrationId[]) =>
  list.length ? `${list.length} migrations, the last ${list.at(-1)!.tag ?? `made at ${list.at(-1)!.when}`}` : 'none';

export function migrationsToApply(archive: MigrationId[], known: MigrationId[]): number {
  const unknown = archive.find((m, i) => known[i]?.when !== m.when);
  if (archive.length > known.length || unknown)
    throw new BackupRefused(
      `This archive's schema version (${label(archive)}) is newer than this code knows (${label(known)}): ` +
        'restore it with the version of the shop that made it, or a newer one.',
    );
  const changed = archive.find((m, i) => known[i]!.hash !== m.hash);
  if (changed)
    throw new BackupRefused(
      `This archive's migration ${changed.tag ?? changed.when} is not the one this code ships (another SQL file): ` +
        'restore it with the version of the shop that made it.',
    );
  return archive.length;
}
