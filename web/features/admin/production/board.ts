// The Production board's rules, without React: its columns (one per stage, Ready last, oldest due first), what a move
// from one column to another means on the card's route, and whom the holder select offers for a stage.
import type { ArtisanView, JobView } from '../../../../domain/schemas/workshop.ts';
import {
  isForward,
  nextStage,
  WORK_STAGE_LABELS,
  WORK_STAGES,
  type SkillStage,
  type WorkStage,
} from '../../../../domain/workshop.ts';

export interface BoardColumn {
  stage: WorkStage;
  label: string;
  /** The server's count for the stage under the filters (the column may show fewer: the page's cards). */
  count: number;
  jobs: JobView[];
}

/** Oldest due first, so what is late or nearly so sits on top; the card number keeps the order steady. */
export const byDueDate = (a: JobView, b: JobView) =>
  a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number, 'en', { numeric: true });

/** One column per stage in the workshop's order (only the filtered stage when one is chosen). */
export function boardColumns(
  jobs: readonly JobView[],
  stageCounts: Readonly<Record<string, number>>,
  only: WorkStage | '' = '',
): BoardColumn[] {
  return WORK_STAGES.filter((stage) => !only || stage === only).map((stage) => {
    const inStage = jobs.filter((job) => job.stage === stage).sort(byDueDate);
    return { stage, label: WORK_STAGE_LABELS[stage], count: stageCounts[stage] ?? inStage.length, jobs: inStage };
  });
}

/** What dropping a card on a stage asks of the server: nothing (the same stage), a move on, a move back (which needs
 *  a reason), or nothing possible (a stage this product skips). */
export type MoveKind = 'same' | 'forward' | 'back' | 'off-route';

export function moveKind(job: Pick<JobView, 'stage' | 'route'>, to: WorkStage): MoveKind {
  if (to === job.stage) return 'same';
  if (!job.route.includes(to)) return 'off-route';
  return isForward(job.route, job.stage, to) ? 'forward' : 'back';
}

/** The stage the card's button sends it to, or null once it is ready (or cancelled). */
export const nextStageOf = (job: Pick<JobView, 'stage' | 'route' | 'cancelled'>) =>
  job.cancelled ? null : nextStage(job.route, job.stage);

export interface AssignChoice {
  id: string;
  /** The option's text: the name, with 'no {stage} skill' for an artisan who lacks it. */
  label: string;
  skilled: boolean;
}

/** Active artisans for a stage's holder: those with the stage's skill first, the others after, marked; each group by
 *  name. The one holding it now stays offered even when since deactivated, so the select shows the truth. */
export function assignChoices(
  artisans: readonly ArtisanView[],
  stage: SkillStage,
  holderId: string | null = null,
): AssignChoice[] {
  const offered = artisans.filter((a) => a.active || a.id === holderId);
  const choice = (a: ArtisanView): AssignChoice => {
    const skilled = a.skills.includes(stage);
    const notes = [
      ...(skilled ? [] : [`no ${WORK_STAGE_LABELS[stage].toLowerCase()} skill`]),
      ...(a.active ? [] : ['inactive']),
    ];
    return { id: a.id, label: notes.length ? `${a.name} (${notes.join(', ')})` : a.name, skilled };
  };
  const byName = (a: ArtisanView, b: ArtisanView) => a.name.localeCompare(b.name);
  return [
    ...offered.filter((a) => a.skills.includes(stage)).sort(byName),
    ...offered.filter((a) => !a.skills.includes(stage)).sort(byName),
  ].map(choice);
}

/** The holder of each stage the card still has to go through (the current one and those ahead), for the sheet. */
export function stagesAhead(job: Pick<JobView, 'stage' | 'route'>): SkillStage[] {
  return job.route.slice(job.route.indexOf(job.stage)).filter((s): s is SkillStage => s !== 'ready');
}
