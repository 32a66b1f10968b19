// Photos on a job card (issue 30): 1-3 at a time with a description, uploaded privately to the workshop's bucket by
// the artisan holding the card or by staff who run the workshop. One marked 'share with the shopper' also goes into
// the preorder's production diary (D14), mailed like staff's progress photos; the others stay among staff.
import { and, eq } from 'drizzle-orm';
import { roleCan } from '../../../domain/permissions.ts';
import type { JobPhotosPayload, JobView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import type { WorkStage } from '../../../domain/workshop.ts';
import type { Database } from '../../db/client.ts';
import { workshopJobEvents, workshopJobHolders, workshopJobPhotos, workshopJobs } from '../../db/schema/workshop.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor } from '../accounts/index.ts';
import type { StoredUpload, UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import type { PreorderProduction } from '../preorders/index.ts';
import type { Artisans } from './artisans.service.ts';
import type { JobReads } from './job-reads.ts';

export interface JobPhotosDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  artisans: Pick<Artisans, 'ofUser'>;
  uploads: Pick<UploadsService, 'storedUpload' | 'markAttached'>;
  outbox: Pick<OutboxService, 'wake'>;
  reads: Pick<JobReads, 'view' | 'rowOf'>;
  production: Pick<PreorderProduction, 'shareToDiary'>;
}

export function createJobPhotos({ db, accounts, artisans, uploads, outbox, reads, production }: JobPhotosDeps) {
  /** A worker photographs only a card whose current stage they hold. */
  async function checkHolder(actor: Actor, jobId: string, stage: WorkStage): Promise<void> {
    if (roleCan(actor.role, 'workshop:manage')) return;
    const artisan = await artisans.ofUser(actor.id);
    const [holder] =
      stage === 'ready'
        ? []
        : await db
            .select({ artisanId: workshopJobHolders.artisanId })
            .from(workshopJobHolders)
            .where(and(eq(workshopJobHolders.jobId, jobId), eq(workshopJobHolders.stage, stage)));
    if (!artisan || holder?.artisanId !== artisan.id) throw forbidden(WORKSHOP_MESSAGES.notYourJob);
  }

  async function add(actor: Actor, id: string, payload: JobPhotosPayload): Promise<JobView> {
    const job = await reads.rowOf(id);
    await checkHolder(actor, job.id, job.stage);
    const photos: StoredUpload[] = [];
    for (const { url } of payload.images) {
      const upload = await uploads.storedUpload(url);
      // Only a workshop photo this person uploaded: never a shopper's payment proof or someone else's file.
      if (!upload || upload.bucket !== 'workshop-photos' || upload.ownerId !== actor.id)
        throw badRequest(WORKSHOP_MESSAGES.photosNotFound);
      photos.push(upload);
    }
    const share = payload.shareWithShopper && job.preorderId !== null;
    await db.transaction(async (tx) => {
      await tx.select({ id: workshopJobs.id }).from(workshopJobs).where(eq(workshopJobs.id, job.id)).for('update');
      const by = await recordedActor(accounts, tx, actor);
      await tx.insert(workshopJobPhotos).values(
        photos.map((p) => ({
          jobId: job.id,
          uploadId: p.id,
          description: payload.description,
          shared: share,
          uploadedBy: by.name,
        })),
      );
      for (const p of photos) await uploads.markAttached(tx, p.id);
      const noun = photos.length === 1 ? 'Photo' : `${photos.length} photos`;
      await tx.insert(workshopJobEvents).values({
        jobId: job.id,
        note: `${noun} added${share ? ', shared with the shopper' : ''}`,
        actorId: by.id,
        actorName: by.name,
      });
      await tx.update(workshopJobs).set({ updatedAt: new Date() }).where(eq(workshopJobs.id, job.id));
      if (share) await production.shareToDiary(tx, job.preorderId!, photos, payload.description, by);
    });
    if (share) outbox.wake();
    return reads.view(job.id);
  }

  return { add };
}

export type JobPhotos = ReturnType<typeof createJobPhotos>;
