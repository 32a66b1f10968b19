// Unpacks an archive into a work folder and checks it: every entry's name is one a backup writes (nothing can land
// outside the folder), the manifest (the last entry) is a shop backup this code reads with a schema it knows, and
// every file matches the manifest's size and SHA-256, none missing, none extra. Nothing outside the work folder is
// touched, so an archive that fails any check changes nothing.
import fsp from 'node:fs/promises';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { PRIVATE_DIR_MODE } from '../lib/data-dir-modes.ts';
import { BackupRefused } from './backup-refused.ts';
import { writeHashed, type FileDigest } from './hashed-file.ts';
import { ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY, manifestSchema, SAFE_ENTRY, type Manifest } from './manifest.ts';

/** A manifest lists a shop's files and tables; far below this, and never worth reading further. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export async function unpackArchive(
  archive: string,
  workDir: string,
  checkManifest: (manifest: Manifest) => void,
): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), extract);
  // Iteration below sees the failure first and says what it means; this only keeps it from being unhandled.
  const readFailure = reading.then(
    () => undefined,
    (err: Error) => err,
  );
  let body: Buffer | undefined;
  const unpacked = new Map<string, FileDigest>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (body) throw new BackupRefused(`The archive holds ${name} after its manifest: it was changed`);
      if (name === MANIFEST_ENTRY) {
        body = await readAll(entry, MANIFEST_MAX_BYTES);
        continue;
      }
      if (entry.header.type !== 'file' || !SAFE_ENTRY.test(name) || name.split('/').includes('..'))
        throw new BackupRefused(`The archive holds ${name}, which no backup writes: it was changed`);
      const target = path.join(workDir, name);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      unpacked.set(name, await writeHashed(entry, target));
    }
  } catch (err) {
    extract.destroy();
    const failure = await readFailure;
    if (err instanceof BackupRefused) throw err;
    throw damaged(failure ?? err);
  }
  const failure = await readFailure;
  if (failure) throw damaged(failure);
  if (!body) throw new BackupRefused(`Not a shop backup, or an incomplete one: it has no ${MANIFEST_ENTRY}`);
  const manifest = parseManifest(body);
  checkManifest(manifest);
  for (const file of manifest.files) {
    const digest = unpacked.get(file.path);
    if (!digest) throw new BackupRefused(`The archive lacks ${file.path}, which its manifest lists: it is incomplete`);
    if (digest.sha256 !== file.sha256 || digest.bytes !== file.bytes)
      throw new BackupRefused(
        `${file.path} does not match its checksum in the manifest: the archive is damaged or was changed. Nothing was restored.`,
      );
    unpacked.delete(file.path);
  }
  if (unpacked.size)
    throw new BackupRefused(
      `The archive holds ${[...unpacked.keys()][0]}, which its manifest does not list: it was changed`,
    );
  return manifest;
}

const damaged = (err: unknown) =>
  new BackupRefused(
    `The archive cannot be read (${err instanceof Error ? err.message : String(err)}): it is damaged or not a backup`,
  );

function parseManifest(body: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackupRefused(`Not a shop backup: ${MANIFEST_ENTRY} is not JSON`);
  }
  const format = (json as { formatVersion?: unknown })?.formatVersion;
  if (typeof format === 'number' && format > ARCHIVE_FORMAT_VERSION)
    throw new BackupRefused(
      `This archive was made by a newer shop (archive format ${format}, this code reads ${ARCHIVE_FORMAT_VERSION}): restore it with that version`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefused(
      `Not a shop backup, or a damaged one: ${MANIFEST_ENTRY} is not valid (${parsed.error.issues[0]!.message})`,
    );
  return parsed.data;
}

async function readAll(stream: AsyncIterable<unknown>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new BackupRefused(`Not a shop backup: ${MANIFEST_ENTRY} is too large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
