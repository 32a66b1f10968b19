// Unpacks an archive into a work folder, checking as it goes: the manifest first (a shop backup, a layout this code
// reads, a schema it knows), then every file against the manifest's size and SHA-256. Nothing outside the work folder
// is touched, so an archive that fails any check changes nothing.
import fsp from 'node:fs/promises';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupRefused } from './backup-refused.ts';
import { writeHashed } from './hashed-file.ts';
import { ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY, manifestSchema, type ArchiveFile, type Manifest } from './manifest.ts';

/** A manifest lists a shop's files and tables; far below this, and never worth reading further. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export async function unpackArchive(
  archive: string,
  workDir: string,
  checkManifest: (manifest: Manifest) => void,
): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  // Iteration below sees the failure first and says what it means; this only keeps it from being unhandled.
  const readFailure = reading.then(
    () => undefined,
    (err: Error) => err,
  );
  let manifest: Manifest | undefined;
  const expected = new Map<string, ArchiveFile>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY)
          throw new BackupRefused(`Not a shop backup: it does not start with ${MANIFEST_ENTRY}`);
        manifest = parseManifest(await readAll(entry, MANIFEST_MAX_BYTES));
        checkManifest(manifest);
        for (const file of manifest.files) expected.set(file.path, file);
        continue;
      }
      const file = expected.get(name);
      if (!file || entry.header.type !== 'file')
        throw new BackupRefused(`The archive holds ${name}, which its manifest does not list: it was changed`);
      expected.delete(name);
      const target = path.join(workDir, name);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const digest = await writeHashed(entry, target);
      if (digest.sha256 !== file.sha256 || digest.bytes !== file.bytes)
        throw new BackupRefused(
          `${name} does not match its checksum in the manifest: the archive is damaged or was changed. Nothing was restored.`,
        );
    }
  } catch (err) {
    extract.destroy();
    const failure = await readFailure;
    if (err instanceof BackupRefused) throw err;
    throw damaged(failure ?? err);
  }
  const failure = await readFailure;
  if (failure) throw damaged(failure);
  if (!manifest) throw new BackupRefused('Not a shop backup: the archive is empty');
  if (expected.size)
    throw new BackupRefused(`The archive lacks ${[...expected.keys()][0]}, which its manifest lists: it is incomplete`);
  return manifest;
}

const damaged = (err: unknown) =>
  new BackupRefused(
    `The archive cannot be read (${err instanceof Error ? err.message : String(err)}): it is damaged or not a .tar.gz`,
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
