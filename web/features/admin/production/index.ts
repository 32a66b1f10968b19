// The Production section's face: its board, for the admin shell, and the job card's pieces My work shows too.
export { nextStageOf } from './board.ts';
export { JobPhotoForm, JobPhotoList } from './job-photos.tsx';
export { DueDate, JobThumbnail, madeFor, pieceFacts } from './job-parts.tsx';
export { default as ProductionPanel } from './production-panel.tsx';
export { type JobMove, useJobMove } from './use-job-move.ts';
export { stageWord, WORKSHOP_TEXTS } from './workshop-texts.ts';
