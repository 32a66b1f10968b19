// What the workshop's forms and API say when something cannot be done (issue 30): one text for the admin, the
// worker's phone and the server, naming the field at fault.
import { WORK_STAGE_LABELS, type WorkStage } from './workshop.ts';

export const WORKSHOP_MESSAGES = {
  artisanNotFound: 'Artisan not found',
  jobNotFound: 'Job not found',
  artisanInactive: 'artisanId: this artisan is inactive',
  artisanUserTaken: 'userId: this staff account already belongs to another artisan',
  artisanUserNotWorker: 'userId: choose an active staff account',
  skillMissing: (name: string, stage: WorkStage) =>
    `artisanId: ${name} has no ${WORK_STAGE_LABELS[stage].toLowerCase()} skill (tick "Assign anyway" to override)`,
  stageSkipped: (stage: WorkStage) => `stage: this product skips ${WORK_STAGE_LABELS[stage].toLowerCase()}`,
  stageNotAhead: 'stage: you can assign the current stage or one ahead of it',
  sameStage: (stage: WorkStage) => `stage: the job is already at ${WORK_STAGE_LABELS[stage].toLowerCase()}`,
  reasonRequired: 'reason: say why the job goes back',
  movedMeanwhile: (stage: WorkStage) => `This job moved to ${WORK_STAGE_LABELS[stage]} meanwhile`,
  jobCancelled: 'This job was cancelled',
  jobFinished: 'This job is ready: nothing more to do on it',
  notYourJob: 'Only the artisan holding this stage can move it',
  dueInPast: 'dueDate: the due date cannot be in the past',
  productNotFound: 'prodId: product not found',
  sizeNotOffered: 'size: this product is not made in that size',
  colorNotOffered: 'color: this product is not made in that colour',
  photosNotFound: 'images: upload the photos again',
  rateTarget: 'prodId: set a rate for a product or for a category, not both',
  categoryUnknown: 'category: no such category',
  notAWorker: 'Your account is not linked to an artisan: ask the shop owner to link it',
  nothingToPay: 'There are no unpaid earnings in this period',
} as const;
