// What the Production board and My work say after a change or when one fails: the server's refusal
// in its own words where it gave one (domain/workshop-messages.ts), else these kind defaults.
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS, type WorkStage } from '../../../../domain/workshop.ts';

export const WORKSHOP_TEXTS = {
  jobsLoadFailed: 'Could not load the production board. Please try again.',
  jobLoadFailed: 'Could not load this job card. Please try again.',
  myWorkLoadFailed: 'Could not load your work. Please try again.',
  moveFailed: 'Could not move the job. Please try again.',
  moved: (job: JobView) => `${job.number} is now at ${WORK_STAGE_LABELS[job.stage]}.`,
  assignFailed: 'Could not assign the artisan. Please try again.',
  assigned: (stage: WorkStage, name: string | null) =>
    name
      ? `${name} now holds ${WORK_STAGE_LABELS[stage].toLowerCase()}.`
      : `Nobody holds ${WORK_STAGE_LABELS[stage].toLowerCase()} now.`,
  photosFailed: 'Could not add the photos. Please try again.',
  photosAdded: (shared: boolean) =>
    shared ? 'Photos added and shared in the shopper’s production diary.' : 'Photos added for the workshop.',
  stockRunFailed: 'Could not open the stock run. Please try again.',
  stockRunOpened: (job: JobView) => `Stock run ${job.number} opened at ${WORK_STAGE_LABELS[job.stage]}.`,
} as const;

/** The stage's name inside a sentence ('Send to stitching'); Quality check and Printing/dyeing keep their words. */
export const stageWord = (stage: WorkStage) => WORK_STAGE_LABELS[stage].toLowerCase();
