// What a backup archive holds and how its manifest.json reads: the schema version, when it was made, each table's
// columns and rows, the sequences, and the size and SHA-256 of every other file in the archive.
import { z } from 'zod';

/** Names the kind of archive; a restore refuses anything else. */
export const ARCHIVE_FORMAT = 'hunar-shop-backup';
/** Bumped when the layout changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT_VERSION = 1;
/** The archive's last entry: it holds every other file's checksum, so it is written once they are all packed. */
export const MANIFEST_ENTRY = 'manifest.json';

/** Where each kind of file sits inside the archive. */
export const entryOf = {
  /** COPY's text, gzipped: rows shrink several times, and the archive itself stays an uncompressed tar. */
  table: (name: string) => `database/${name}.copy.gz`,
  stored: (key: string) => `storage/${key}`,
  secret: (name: string) => `secrets/${name}`,
};

/** An entry name the restore will write under its work folder: relative, no `..`, no odd characters. */
export const SAFE_ENTRY = /^(database|storage|secrets)\/[a-z0-9][a-z0-9/_.-]*$/;
const safeEntry = z
  .string()
  .regex(SAFE_ENTRY)
  .refine((p) => !p.split('/').includes('..'), 'a path may not climb out of the archive');

const migrationSchema = z.object({ when: z.number().int(), hash: z.string(), tag: z.string().nullable() });
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'an unexpected table, column or sequence name');

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The applied migrations, oldest first: the schema version. */
  schema: z.object({ migrations: z.array(migrationSchema) }),
  database: z.object({
    tables: z.array(z.object({ name: identifier, columns: z.array(identifier), rows: z.number().int().min(0) })),
    /** Values read after the snapshot began, so never behind any row in it. */
    sequences: z.array(z.object({ name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  }),
  /** Every file in the archive besides this manifest. */
  files: z.array(
    z.object({ path: safeEntry, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
  /** Stored files a row named but storage no longer had when the backup read it (deleted in between). */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchiveFile = Manifest['files'][number];
export type TableDump = Manifest['database']['tables'][number];
