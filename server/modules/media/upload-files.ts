// What the uploads service and its callers share about one uploaded file: the public address it is known by, the hash
// a guest's upload token is kept as, what an order needs to know of it, signing its links, and reading a body with a
// hard size cap.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES, type UploadBucket } from '../../../domain/uploads.ts';
import { AppError } from '../../lib/errors.ts';

export const tooLarge = (message: string = UPLOAD_MESSAGES.tooLarge) => new AppError(413, message);

export /** Reads a request body into memory, refusing it the moment it passes the limit (never buffering more). */
async function readLimited(body: Readable, limit: number, message?: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      throw tooLarge(message);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** What an order needs to know of an upload to decide whether the caller may attach it. */
export interface StoredUpload {
  id: string;
  bucket: UploadBucket;
  /** The signed-in uploader; null for a guest's file. */
  ownerId: string | null;
  /** SHA-256 of the guest's upload token; null for a signed-in uploader's file or a guest who sent none. */
  guestTokenHash: string | null;
}

/** The HMAC of signed upload ('put') and view ('get') links, and its check: right signature, not yet expired. */
export function linkSigner(signingKey: Uint8Array, now: () => number) {
  const sign = (purpose: 'put' | 'get', id: string, expires: number) =>
    crypto.createHmac('sha256', signingKey).update(`${purpose}:${id}:${expires}`).digest('base64url');

  function validSignature(purpose: 'put' | 'get', id: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(sign(purpose, id, expires));
    const given = Buffer.from(signature);
    return expires > now() && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
  return { sign, validSignature };
}

/** Upload tokens are stored only as their hash, like a password-reset token. */
export const uploadTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function fileUrlOf(id: string): string {
  return `/files/uploads/${id}`;
}

/** Accepts the fileUrl we handed out (or just its id); anything else is not ours. */
export function idFromFileUrl(fileUrl: string): string | undefined {
  const id = fileUrl.replace(/^\/files\/uploads\//, '').split('?')[0]!;
  return UUID.test(id) ? id : undefined;
}
