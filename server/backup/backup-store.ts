// Where finished archives are kept: a local folder (BACKUP_DIR), or the shop's bucket under backups/ when STORAGE=s3,
// so a lost machine does not take its backups with it. Archives move as files, streamed, never whole in memory.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client, type S3Settings } from '../lib/storage/s3.ts';

export interface BackupStore {
  /** For people: the folder or the bucket and prefix. */
  where: string;
  /** Takes the finished archive file (it is moved or uploaded, then gone from `file`). */
  save(name: string, file: string): Promise<void>;
  /** The archives kept, by name. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** Copies one archive to a local file, for a restore; false when there is no such archive. */
  fetch(name: string, file: string): Promise<boolean>;
}

const BACKUP_PREFIX = 'backups/';
/** A sortable name: the newest archive sorts last. */
const ARCHIVE_NAME = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

export const archiveNameFor = (at: Date) => `shop-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

export function localBackupStore(dir: string): BackupStore {
  return {
    where: dir,
    async save(name, file) {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      // On disk before it is named: a crash just after a backup must not leave a named archive with a missing tail.
      const handle = await fsp.open(file, 'r');
      await handle.sync().finally(() => handle.close());
      // The work folder is inside `dir`: a rename, so an archive under its final name is always whole.
      await fsp.rename(file, path.join(dir, name));
    },
    async list() {
      const names = await fsp.readdir(dir).catch(() => [] as string[]);
      return names.filter(isArchiveName).sort();
    },
    async remove(name) {
      await fsp.rm(path.join(dir, name), { force: true });
    },
    async fetch(name, file) {
      if (!isArchiveName(name)) return false;
      return fsp.copyFile(path.join(dir, name), file).then(
        () => true,
        () => false,
      );
    },
  };
}

/** An archive of a big shop takes longer than the shop's few seconds per request: a minute without progress is too long. */
const ARCHIVE_REQUEST_TIMEOUT_MS = 60_000;

export function s3BackupStore(settings: S3Settings): BackupStore {
  const client = s3Client({ ...settings, requestTimeoutMs: ARCHIVE_REQUEST_TIMEOUT_MS });
  const Bucket = settings.bucket;
  return {
    where: `s3://${Bucket}/${BACKUP_PREFIX}`,
    async save(name, file) {
      const { size } = await fsp.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: BACKUP_PREFIX + name,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: 'application/x-tar',
        }),
      );
      await fsp.rm(file, { force: true });
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: BACKUP_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(BACKUP_PREFIX.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.filter(isArchiveName).sort();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: BACKUP_PREFIX + name }));
    },
    async fetch(name, file) {
      if (!isArchiveName(name)) return false;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: BACKUP_PREFIX + name }));
        await pipeline(object.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return false;
        throw err;
      }
    },
  };
}

/** The store the configuration names: the bucket when STORAGE=s3, else BACKUP_DIR. */
export const backupStoreOf = (config: { s3: S3Settings | undefined; backup: { dir: string } }): BackupStore =>
  config.s3 ? s3BackupStore(config.s3) : localBackupStore(config.backup.dir);
