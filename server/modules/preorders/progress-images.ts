// The production diary's progress photos (D14): staff post 1-3 at a time with a description, private like payment
// proofs and shown by signed links; each post mails the shopper 'Your piece is taking shape' with the photo. Removing
// one takes it out of the diary and records who did.
import { and, eq } from 'drizzle-orm';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import type { ProgressImagesPayload } from '../../../domain/schemas/preorders.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preorderProgressImages, preorders } from '../../db/schema/preorders.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import type { StoredUpload, UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { progressPhotoMail } from './preorder-mail.ts';
import type { PreorderReads } from './preorder-reads.ts';
import { existingPreorder, lockedPreorderRow, recordChange, type PreorderRow } from './preorder-rows.ts';

/** A photo in a mail must still open when the shopper reads it days later. */
const MAIL_PHOTO_LINK_MS = 30 * 24 * 60 * 60 * 1000;

export interface ProgressImageDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  uploads: Pick<UploadsService, 'storedUpload' | 'markAttached' | 'viewUrl'>;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  reads: Pick<PreorderReads, 'viewById'>;
  linkBaseUrl: string;
}

/** Posts photos already checked (and attached by the caller) to the preorder's diary, in the caller's transaction:
 *  the rows, the history line and the mail 'Your piece is taking shape'. Staff's progress photos and workshop photos
 *  shared with the shopper (issue 30) both go through it. */
export function createDiaryPosts({
  uploads,
  outbox,
  linkBaseUrl,
}: Pick<ProgressImageDeps, 'uploads' | 'outbox' | 'linkBaseUrl'>) {
  return async function post(
    tx: Transaction,
    row: PreorderRow,
    photos: { id: string }[],
    description: string,
    by: RecordedActor,
  ): Promise<void> {
    await tx
      .insert(preorderProgressImages)
      .values(photos.map((p) => ({ preorderId: row.id, uploadId: p.id, description, uploadedBy: by.name })))
      .onConflictDoNothing();
    await tx.update(preorders).set({ updatedAt: new Date() }).where(eq(preorders.id, row.id));
    const noun = photos.length === 1 ? 'Progress photo' : `${photos.length} progress photos`;
    await recordChange(tx, row.id, row.status, `${noun} added`, by);
    if (row.customerEmail)
      await outbox.queue(
        tx,
        progressPhotoMail(
          row,
          { url: `${linkBaseUrl}${uploads.viewUrl(photos[0]!.id, MAIL_PHOTO_LINK_MS)}`, description },
          linkBaseUrl,
        ),
      );
  };
}

export type DiaryPost = ReturnType<typeof createDiaryPosts>;

export function createProgressImages(deps: ProgressImageDeps) {
  const { db, accounts, uploads, outbox, reads } = deps;
  const post = createDiaryPosts(deps);

  async function add(actor: Actor, id: string, payload: ProgressImagesPayload): Promise<PreorderView> {
    const found = await existingPreorder(db, id);
    const photos: StoredUpload[] = [];
    for (const { url } of payload.images) {
      const upload = await uploads.storedUpload(url);
      // Only a progress photo this staff member uploaded: never a shopper's payment proof or a catalog image.
      if (!upload || upload.bucket !== 'preorder-progress' || upload.ownerId !== actor.id)
        throw badRequest(PREORDER_MESSAGES.photosNotFound);
      photos.push(upload);
    }
    await db.transaction(async (tx) => {
      const row = await lockedPreorderRow(tx, found.id);
      for (const p of photos) await uploads.markAttached(tx, p.id);
      await post(tx, row, photos, payload.description ?? '', await recordedActor(accounts, tx, actor));
    });
    outbox.wake();
    return reads.viewById(found.id, actor);
  }

  async function remove(actor: Actor, id: string, imageId: string): Promise<PreorderView> {
    const found = await existingPreorder(db, id);
    if (!/^[0-9a-f-]{36}$/.test(imageId)) throw notFound('Image not found');
    await db.transaction(async (tx) => {
      const row = await lockedPreorderRow(tx, found.id);
      const [gone] = await tx
        .delete(preorderProgressImages)
        .where(and(eq(preorderProgressImages.id, imageId), eq(preorderProgressImages.preorderId, row.id)))
        .returning({ id: preorderProgressImages.id });
      if (!gone) throw notFound('Image not found');
      await tx.update(preorders).set({ updatedAt: new Date() }).where(eq(preorders.id, row.id));
      await recordChange(tx, row.id, row.status, 'Progress photo removed', await recordedActor(accounts, tx, actor));
    });
    return reads.viewById(found.id, actor);
  }

  return { add, remove };
}

export type ProgressImages = ReturnType<typeof createProgressImages>;
