// Takes one backup: the database snapshot, every stored file its rows name, the session key kept in DATA_DIR, and a
// manifest with the schema version, row counts and checksums, packed as ONE .tar.gz and handed to the backup store.
// Everything is staged on disk first (the manifest comes first in the archive and needs every checksum), so memory
// holds one stored file at a time, never the database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import tar from 'tar-stream';
import type { FileStorage } from '../lib/storage/index.ts';
import { archiveNameFor, type BackupStore } from './backup-store.ts';
import { snapshotDatabase } from './database-snapshot.ts';
import { writeHashed } from './hashed-file.ts';
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
    await fsp.mkdir(path.join(workDir, 'database'));
    const client = await pool.connect();
    const snapshot = await snapshotDatabase(client, workDir, onProgress).finally(() => client.release());

    const files: ArchiveFile[] = [...snapshot.files];
    const missingFiles: string[] = [];
    for (const key of snapshot.storedKeys) {
      const body = await storage.get(key);
      if (!body) {
        missingFiles.push(key);
        continue;
      }
      const entry = entryOf.stored(key);
      const target = path.join(workDir, entry);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      files.push({ path: entry, ...(await writeHashed(Readable.from([body]), target)) });
    }
    await onProgress(`stored files: ${snapshot.storedKeys.length - missingFiles.length}`);
    if (missingFiles.length) await onProgress(`stored files already deleted: ${missingFiles.join(', ')}`);

    const sessionKey = path.join(dataDir, SESSION_KEY_FILE);
    if (fs.existsSync(sessionKey)) {
      const entry = entryOf.secret(path.basename(SESSION_KEY_FILE));
      await fsp.mkdir(path.join(workDir, 'secrets'));
      files.push({ path: entry, ...(await writeHashed(fs.createReadStream(sessionKey), path.join(workDir, entry))) });
    }

    const manifest = manifestSchema.parse({
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      schema: { migrations: snapshot.migrations },
      database: { tables: snapshot.tables, sequences: snapshot.sequences },
      files,
      missingFiles,
    } satisfies Manifest);
    const archive = path.join(workDir, name);
    await packArchive(manifest, workDir, archive, createdAt);
    const { size } = await fsp.stat(archive);
    await store.save(name, archive);
    return { name, where: store.where, bytes: size, manifest, ms: Date.now() - started };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * tar for one file holding many with their names and sizes, readable by any `tar`; gzip because the table copies are
 * text that shrinks several times (the pictures are already compressed and pass through).
 */
async function packArchive(manifest: Manifest, workDir: string, archive: string, mtime: Date): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(archive, { mode: 0o600 }));
  const manifestBody = Buffer.from(JSON.stringify(manifest, null, 2));
  pack.entry({ name: MANIFEST_ENTRY, size: manifestBody.length, mode: 0o600, mtime }, manifestBody);
  for (const file of manifest.files) {
    const entry = pack.entry({ name: file.path, size: file.bytes, mode: 0o600, mtime });
    await pipeline(fs.createReadStream(path.join(workDir, file.path)), entry);
  }
  pack.finalize();
  await written;
}
