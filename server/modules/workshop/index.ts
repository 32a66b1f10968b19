// The workshop module (issue 30): artisans, job cards from cutting to ready, the worker's own cards and piece-rate pay.
export { workshopModule } from './workshop.module.ts';
