// The spec's two-step upload (SPEC §7): a signed, single-use URL bound to one declared type and 5 MB, then the file
// itself, checked by content, re-encoded without metadata and stored under a key the server chose. Private files are
// read back only through short-lived signed links (DECISIONS X5).
import type { Readable } from 'node:stream';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/accounts.ts';
import { roleCan } from '../../../domain/permissions.ts';
import {
  isAllowedUploadType,
  maxBytesOf,
  safeFileName,
  tooLargeMessage,
  UPLOAD_BUCKETS,
  UPLOAD_MESSAGES,
  type UploadBucket,
} from '../../../domain/uploads.ts';
import type { UploadRequest } from '../../../domain/schemas/uploads.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { acceptsDirectUploads, type FileStorage } from '../../lib/storage/index.ts';
import {
  fileUrlOf,
  idFromFileUrl,
  linkSigner,
  readLimited,
  tooLarge,
  uploadTokenHash,
  type StoredUpload,
} from './upload-files.ts';
import type { WorkQueue } from '../../lib/work-queue.ts';
import type { Actor } from '../accounts/index.ts';
import { createUploadStore } from './upload-store.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
export const VIEW_URL_TTL_MS = 10 * 60_000;

/** Catalog pictures become public once a product or home image uses them: only staff who edit those handle them. */
const handlesCatalog = (role: Role) => roleCan(role, 'products:manage') || roleCan(role, 'content:manage');

/** Whose files besides their own a role may delete: those of the buckets it works with (a worker, read-only, none). */
const bucketsManagedBy = (role: Role): UploadBucket[] => UPLOAD_BUCKETS.filter((bucket) => handlesBucket(role, bucket));

function handlesBucket(role: Role, bucket: UploadBucket): boolean {
  if (bucket === 'catalog') return handlesCatalog(role);
  if (bucket === 'preorder-progress') return roleCan(role, 'progress-images:update');
  if (bucket === 'contact-attachments') return roleCan(role, 'messages:manage');
  if (bucket === 'workshop-photos') return roleCan(role, 'workshop:own') || roleCan(role, 'workshop:manage');
  return roleCan(role, 'payments:update');
}

export interface UploadDeps {
  db: Database;
  storage: FileStorage;
  /** Key for the HMAC of signed upload and view links. */
  signingKey: Uint8Array;
  /** Where re-encodes wait their turn (server/lib/work-queue.ts): a burst of big pictures cannot take every thread. */
  imageQueue: WorkQueue;
  now?: () => number;
}

export function createUploadsService({ db, storage, signingKey, imageQueue, now = Date.now }: UploadDeps) {
  const { sign, validSignature } = linkSigner(signingKey, now);
  const store = createUploadStore({ db, storage, imageQueue, now });

  /**
   * Step 1: a URL to PUT one file to. On local disk it points at our own /api/uploads/{id}; on object storage it is a
   * presigned URL for an `incoming/` key, whose content is checked before anything may use it (storedUpload).
   */
  async function requestUpload(actor: Actor | null, request: UploadRequest, guestToken?: string) {
    if (!isAllowedUploadType(request.bucketName, request.fileType))
      throw new AppError(415, UPLOAD_MESSAGES.typeNotAllowed(request.fileType));
    if (request.bucketName === 'catalog' && !(actor && handlesCatalog(actor.role))) {
      throw forbidden('Only staff who edit products or the home page may upload catalog images');
    }
    if (request.bucketName === 'preorder-progress' && !(actor && handlesBucket(actor.role, 'preorder-progress'))) {
      throw forbidden('Only staff who post progress photos may upload them');
    }
    if (request.bucketName === 'workshop-photos' && !(actor && handlesBucket(actor.role, 'workshop-photos'))) {
      throw forbidden('Only the workshop may upload job photos');
    }
    const direct = acceptsDirectUploads(storage);
    if (direct && !request.fileSize) throw badRequest('fileSize is required');
    const declaredType = request.fileType.toLowerCase();
    const expiresAt = new Date(now() + UPLOAD_URL_TTL_MS);
    const [row] = await db
      .insert(uploads)
      .values({
        bucket: request.bucketName,
        ownerId: actor?.id ?? null,
        // A guest's file is tied to the browser's upload token; a signed-in uploader's, to the account.
        guestTokenHash: !actor && guestToken ? uploadTokenHash(guestToken) : null,
        declaredType,
        declaredSize: request.fileSize ?? null,
        originalName: request.fileName,
        expiresAt,
      })
      .returning({ id: uploads.id });
    const id = row!.id;
    const expires = expiresAt.getTime();
    const signedUrl = direct
      ? await storage.presignPut(incomingKey(id), declaredType, request.fileSize!, UPLOAD_URL_TTL_MS / 1000)
      : `/api/uploads/${id}?expires=${expires}&signature=${sign('put', id, expires)}`;
    return { signedUrl, fileUrl: fileUrlOf(id), uploadId: id, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Object storage: the browser has PUT the file to `incoming/{id}`. Check its size with HEAD before reading it,
   * then its content, and keep only the clean re-encoding. A bad file is deleted and the upload marked so.
   */
  async function finishDirectUpload(id: string, bucket: string): Promise<boolean> {
    if (!acceptsDirectUploads(storage)) return false;
    const key = incomingKey(id);
    const size = await storage.size(key);
    if (size === undefined) return false;
    try {
      if (size > maxBytesOf(bucket as UploadBucket)) throw tooLarge(tooLargeMessage(bucket as UploadBucket));
      const raw = await storage.get(key);
      if (!raw) return false;
      await store(id, bucket, raw);
    } catch (err) {
      // Busy is not bad: the file stays where it is, to be checked when asked again.
      if (err instanceof AppError && err.statusCode === 503) throw err;
      await db
        .update(uploads)
        .set({ status: 'deleted' })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')));
      await storage.remove(key);
      if (err instanceof AppError) return false;
      throw err;
    }
    await storage.remove(key);
    return true;
  }

  /** Step 2: the file itself, at the signed URL; answered once, then the URL is spent. */
  async function receive(
    id: string,
    link: { expires: number; signature: string },
    contentType: string | undefined,
    declaredLength: number | undefined,
    body: Readable,
  ) {
    if (!validSignature('put', id, link.expires, link.signature)) throw forbidden(UPLOAD_MESSAGES.linkUsedOrExpired);
    const [pending] = await db
      .select({ bucket: uploads.bucket, declaredType: uploads.declaredType })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.status, 'pending'), gt(uploads.expiresAt, new Date(now()))));
    if (!pending) throw forbidden(UPLOAD_MESSAGES.linkUsedOrExpired);
    const bucket = pending.bucket as UploadBucket;
    const limit = maxBytesOf(bucket);
    if (declaredLength !== undefined && declaredLength > limit) throw tooLarge(tooLargeMessage(bucket));
    // The URL was issued for one type: another Content-Type (text/html, image/svg+xml...) is refused (security row 35).
    const sentType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (sentType !== pending.declaredType) throw new AppError(415, UPLOAD_MESSAGES.typeNotAllowed(sentType));

    await store(id, bucket, await readLimited(body, limit, tooLargeMessage(bucket)));
    return { fileUrl: fileUrlOf(id) };
  }

  /** A link that shows a private file for a few minutes; given only to someone already allowed to see it. */
  function viewUrl(id: string, ttlMs = VIEW_URL_TTL_MS): string {
    const expires = now() + ttlMs;
    return `${fileUrlOf(id)}?expires=${expires}&signature=${sign('get', id, expires)}`;
  }

  async function readSigned(id: string, link: { expires: number; signature: string }) {
    if (!validSignature('get', id, link.expires, link.signature))
      throw forbidden('This link has expired. Please open the file again.');
    const [row] = await db
      .select({
        storageKey: uploads.storageKey,
        contentType: uploads.contentType,
        bucket: uploads.bucket,
        originalName: uploads.originalName,
      })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.status, 'stored')));
    const body = row?.storageKey ? await storage.get(row.storageKey) : undefined;
    if (!row || !body) throw notFound('File not found');
    // A contact attachment is saved under the sender's (cleaned) name, never shown in the shop's own pages.
    const downloadName = row.bucket === 'contact-attachments' ? safeFileName(row.originalName) : undefined;
    return { body, contentType: row.contentType!, downloadName };
  }

  /** The stored, checked upload behind a fileUrl, for an order to reference; undefined when there is none. */
  async function storedUpload(fileUrl: string): Promise<StoredUpload | undefined> {
    const id = idFromFileUrl(fileUrl);
    if (!id) return undefined;
    const [row] = await db
      .select({
        id: uploads.id,
        bucket: uploads.bucket,
        ownerId: uploads.ownerId,
        guestTokenHash: uploads.guestTokenHash,
        status: uploads.status,
      })
      .from(uploads)
      .where(eq(uploads.id, id));
    if (!row || row.status === 'deleted') return undefined;
    if (row.status === 'pending' && !(await finishDirectUpload(row.id, row.bucket))) return undefined;
    return { id: row.id, bucket: row.bucket as UploadBucket, ownerId: row.ownerId, guestTokenHash: row.guestTokenHash };
  }

  /** What a message needs to name and attach a stored file; undefined when it is not stored. */
  async function storedFileFacts(id: string) {
    const [row] = await db
      .select({
        originalName: uploads.originalName,
        contentType: uploads.contentType,
        byteSize: uploads.byteSize,
        storageKey: uploads.storageKey,
      })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.status, 'stored')));
    return row && { ...row, contentType: row.contentType!, byteSize: row.byteSize!, storageKey: row.storageKey! };
  }

  /** An order now uses this file as its payment proof (in the order's own transaction): it can no longer be deleted. */
  async function markAttached(tx: Transaction, id: string): Promise<void> {
    await attachStatement(tx, id);
  }

  /** markAttached's update, to run as part of a larger statement (a placement's one write, issue 18). */
  function attachStatement(tx: Transaction, id: string) {
    return tx
      .update(uploads)
      .set({ attachedAt: new Date(now()) })
      .where(and(eq(uploads.id, id), isNull(uploads.attachedAt)))
      .returning({ id: uploads.id });
  }

  /** The checked, re-encoded bytes of a stored upload, for a service that takes it over (a catalog image). */
  async function readStored(id: string): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.status, 'stored')));
    return row?.storageKey ? storage.get(row.storageKey) : undefined;
  }

  /** SPEC §7 delete-file: the uploader (or staff of that bucket) removes a file; false when there was nothing of theirs. */
  async function remove(actor: Actor, fileName: string): Promise<boolean> {
    const id = idFromFileUrl(fileName);
    if (!id) return false;
    const managed = bucketsManagedBy(actor.role);
    const ownerCheck = managed.length
      ? or(eq(uploads.ownerId, actor.id), inArray(uploads.bucket, managed))
      : eq(uploads.ownerId, actor.id);
    const [row] = await db
      .update(uploads)
      .set({ status: 'deleted' })
      .where(and(eq(uploads.id, id), ownerCheck, sql`${uploads.status} <> 'deleted'`, isNull(uploads.attachedAt)))
      .returning({ storageKey: uploads.storageKey });
    if (!row) {
      // An order's proof stays, whoever asks: say so rather than answer a bare false.
      const [inUse] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, id), ownerCheck, isNotNull(uploads.attachedAt)));
      if (inUse) throw conflict(UPLOAD_MESSAGES.fileInUse);
      return false;
    }
    if (row.storageKey) await storage.remove(row.storageKey);
    return true;
  }

  return {
    requestUpload,
    receive,
    viewUrl,
    readSigned,
    storedUpload,
    storedFileFacts,
    markAttached,
    attachStatement,
    readStored,
    remove,
  };
}

const incomingKey = (id: string) => `incoming/${id}`;

export type UploadsService = ReturnType<typeof createUploadsService>;
