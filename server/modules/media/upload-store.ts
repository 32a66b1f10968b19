// Storing one uploaded file once its link was used: checked by content, a picture re-encoded without its metadata, a
// contact attachment's PDF, DOC or DOCX kept as sent, under a key the server chose; the upload row then says stored.
import { and, eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { QueueFullError, type WorkQueue } from '../../lib/work-queue.ts';
import { describeContent, detectDocumentKind, DOCUMENT_CONTENT_TYPE, DOCUMENT_EXTENSION } from './document-check.ts';
import {
  CONTENT_TYPE,
  detectImageKind,
  EXTENSION,
  MAX_INPUT_PIXELS,
  pixelCount,
  reencodeImage,
} from './image-check.ts';

/** The re-encode queue is full: come back in a few seconds (the upload link stays valid). */
const busy = () => new AppError(503, UPLOAD_MESSAGES.busy, { retryAfterSeconds: 5 });

export function createUploadStore({
  db,
  storage,
  imageQueue,
  now,
}: {
  db: Database;
  storage: FileStorage;
  imageQueue: WorkQueue;
  now: () => number;
}) {
  /** Checks, cleans and stores a file; the row must still be pending (one file per URL). */
  async function store(id: string, bucket: string, raw: Buffer) {
    const kind = detectImageKind(raw);
    if (bucket === 'contact-attachments' && !kind) return storeDocument(id, bucket, raw);
    // The declared type was allowed; what failed is the content, so say that (not 'image/png is not allowed').
    if (!kind) throw new AppError(415, UPLOAD_MESSAGES.notAnImage);
    // Refused from the header alone, before any decoding: a pixel flood costs us nothing.
    if (((await pixelCount(raw)) ?? 0) > MAX_INPUT_PIXELS) throw new AppError(413, UPLOAD_MESSAGES.tooManyPixels);
    const clean = await imageQueue
      .run(() => reencodeImage(raw, kind))
      .catch((err: unknown) => {
        // The link is not spent: the same upload may be sent again once the queue has room.
        if (err instanceof QueueFullError) throw busy();
        throw new AppError(415, UPLOAD_MESSAGES.notAnImage);
      });
    const storageKey = `private/${bucket}/${id}.${EXTENSION[kind]}`;
    await storage.put(storageKey, clean.body);
    await markStored(id, { storageKey, contentType: CONTENT_TYPE[kind], ...clean });
  }

  /**
   * A contact attachment that is not a picture is kept byte for byte (staff download it as sent) when its content is
   * a PDF, DOC or DOCX; anything else is refused, named by what its bytes are (an HTML page renamed .pdf: text/html).
   */
  async function storeDocument(id: string, bucket: string, raw: Buffer) {
    const kind = detectDocumentKind(raw);
    if (!kind) throw new AppError(415, UPLOAD_MESSAGES.typeNotAllowed(describeContent(raw)));
    const storageKey = `private/${bucket}/${id}.${DOCUMENT_EXTENSION[kind]}`;
    await storage.put(storageKey, raw);
    await markStored(id, { storageKey, contentType: DOCUMENT_CONTENT_TYPE[kind], body: raw });
  }

  async function markStored(
    id: string,
    file: { storageKey: string; contentType: string; body: Buffer; width?: number; height?: number },
  ) {
    // Conditional on still pending: two PUTs racing on one URL store one file.
    const stored = await db
      .update(uploads)
      .set({
        status: 'stored',
        storageKey: file.storageKey,
        contentType: file.contentType,
        byteSize: file.body.length,
        width: file.width ?? null,
        height: file.height ?? null,
        storedAt: new Date(now()),
      })
      .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')))
      .returning({ id: uploads.id });
    if (stored.length === 0) throw forbidden(UPLOAD_MESSAGES.linkUsedOrExpired);
  }
  return store;
}
