// Takes one backup: the database snapshot, every stored file its rows name, the session key kept in DATA_DIR, and a
// manifest with the schema version, row counts and every file's checksum, packed as ONE .tar and handed to the backup
// store. The table copies are staged on disk (gzipped; a tar entry needs its size first), the stored files go straight
// from storage into the archive, the manifest last: memory holds one stored file at a time, never the database.
//
// A plain tar, not a .tar.gz: the bulk of a shop's archive is its payment screenshots and pictures, already compressed;
// gzipping them again took about a minute per 3 GB for nothing. The table copies, which do shrink, are gzipped each.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import tar from 'tar-stream';
import { PRIVATE_DIR_MODE } from '../lib/data-dir-modes.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { archiveNameFor, type BackupStore } from './backup-store.ts';
import { snapshotDatabase } from './database-snapshot.ts';
import { digestOf } from './hashed-file.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  entryOf,
  MANIFEST_ENTRY,
  manifestSchema,
  type ArchiveFile,
  type Manifest,
} from './manifest.ts';

/** The key that signs sessions, upload links and unsubscribe links (when JWT_SECRET is unset): restored with the data,
 * links in emails already sent keep working. */
export const SESSION_KEY_FILE = path.join('secrets', 'jwt-secret');

export interface BackupDeps {
  pool: pg.Pool;
  storage: FileStorage;
  dataDir: string;
  store: BackupStore;
  /** A local folder for the work files (the archive is staged beside its parts, then moved or uploaded). */
  workRoot: string;
  now?: () => Date;
  onProgress?: (message: string) => void | Promise<void>;
}

export interface BackupResult {
  name: string;
  where: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

export async function createBackup({
  pool,
  storage,
  dataDir,
  store,
  workRoot,
  now = () => new Date(),
  onProgress = () => undefined,
}: BackupDeps): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = now();
  const name = archiveNameFor(createdAt);
  await fsp.mkdir(workRoot, { recursive: true, mode: 0o700 });
  const workDir = await fsp.mkdtemp(path.join(workRoot, '.work-'));
  try {
    await fsp.mkdir(path.join(workDir, 'database'), { mode: PRIVATE_DIR_MODE });
    const client = await pool.connect();
    const snapshot = await snapshotDatabase(client, workDir, onProgress).finally(() => client.release());

    const archive = path.join(workDir, name);
    const pack = tar.pack();
    const written = pipeline(pack, fs.createWriteStream(archive, { mode: 0o600 }));
    // A write failure (a full disk) also fails the entry being added, which is where it is reported; until `written` is
    // awaited, this keeps it from being an unhandled rejection that would end the server.
    written.catch(() => undefined);
    const files: ArchiveFile[] = [];
    try {
      for (const file of snapshot.files) {
        await pipeline(
          fs.createReadStream(path.join(workDir, file.path)),
          pack.entry({ name: file.path, size: file.bytes, mode: 0o600, mtime: createdAt }),
        );
        files.push(file);
      }
      // Straight from storage into the archive, one file in memory at a time (each at most a few megabytes).
      const missingFiles: string[] = [];
      for (const key of snapshot.storedKeys) {
        const body = await storage.get(key);
        if (!body) missingFiles.push(key);
        else files.push(await packed(pack, entryOf.stored(key), body, createdAt));
      }
      await onProgress(`stored files: ${snapshot.storedKeys.length - missingFiles.length}`);
      if (missingFiles.length) await onProgress(`stored files deleted since the snapshot: ${missingFiles.join(', ')}`);
      const sessionKey = await fsp.readFile(path.join(dataDir, SESSION_KEY_FILE)).catch(() => undefined);
      if (sessionKey)
        files.push(await packed(pack, entryOf.secret(path.basename(SESSION_KEY_FILE)), sessionKey, createdAt));

      const manifest = manifestSchema.parse({
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        schema: { migrations: snapshot.migrations },
        database: { tables: snapshot.tables, sequences: snapshot.sequences },
        files,
        missingFiles,
      } satisfies Manifest);
      await packed(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), createdAt);
      pack.finalize();
      await written;
      const { size } = await fsp.stat(archive);
      await store.save(name, archive);
      return { name, where: store.where, bytes: size, manifest, ms: Date.now() - started };
    } catch (err) {
      pack.destroy();
      await written.catch(() => undefined);
      throw err;
    }
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/** Adds one file held in memory to the archive; resolves once the archive took it (it waits while the file is written). */
function packed(pack: tar.Pack, name: string, body: Buffer, mtime: Date): Promise<ArchiveFile> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.length, mode: 0o600, mtime }, body, (err) =>
      err ? reject(err) : resolve({ path: name, ...digestOf(body) }),
    ),
  );
}
