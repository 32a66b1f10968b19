// Who sent each payment screenshot and when it reached the shop (DECISIONS D21): a receipt carries the payer's name and
// account, so its image is shown to a tracking-ID holder only from the browser (or account) that uploaded it.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export interface ProofSender {
  /** The signed-in uploader; null for a guest's file. */
  ownerId: string | null;
  /** SHA-256 of the guest browser's upload token; null when none was sent. */
  guestTokenHash: string | null;
  /** When the screenshot was attached to its order or preorder (its upload, for one never attached). */
  receivedAt: Date;
}

/** Whoever is looking: an account and/or a browser's upload token (hashed), either of which may have sent the file. */
export interface ProofViewer {
  userId: string | null;
  guestTokenHash: string | null;
}

/** The uploader of these screenshots, by upload id, in one query. */
export async function proofSenders(db: Database, ids: readonly string[]): Promise<Map<string, ProofSender>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploads.id,
      ownerId: uploads.ownerId,
      guestTokenHash: uploads.guestTokenHash,
      attachedAt: uploads.attachedAt,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      { ownerId: r.ownerId, guestTokenHash: r.guestTokenHash, receivedAt: r.attachedAt ?? r.createdAt },
    ]),
  );
}

/** Whether this viewer sent the screenshot: the same account, or the same browser's upload token. */
export function sentBy(sender: ProofSender | undefined, viewer: ProofViewer): boolean {
  if (!sender) return false;
  if (viewer.userId && sender.ownerId === viewer.userId) return true;
  return sender.guestTokenHash !== null && sender.guestTokenHash === viewer.guestTokenHash;
}
