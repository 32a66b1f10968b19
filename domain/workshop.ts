// The workshop (issue 30; DECISIONS D22): the stages a piece goes through from cutting to ready, the route a product
// takes through them (a plain frock skips embroidery), how artisans are paid, and when a job is late. No I/O: the
// server, the admin board and the worker's phone read the same rules.
import { pakistanDay } from './pakistan-time.ts';

/** The stages an artisan works on, in the order a piece goes through them: each has a skill, a holder and a rate. */
export const SKILL_STAGES = ['cutting', 'printing', 'embroidery', 'stitching', 'finishing', 'quality'] as const;
export type SkillStage = (typeof SKILL_STAGES)[number];

/** Every stage, ending at `ready`: the piece is done, nobody works on it. */
export const WORK_STAGES = [...SKILL_STAGES, 'ready'] as const;
export type WorkStage = (typeof WORK_STAGES)[number];

export const WORK_STAGE_LABELS: Record<WorkStage, string> = {
  cutting: 'Cutting',
  printing: 'Printing/dyeing',
  embroidery: 'Embroidery',
  stitching: 'Stitching',
  finishing: 'Finishing',
  quality: 'Quality check',
  ready: 'Ready',
};

export const isSkillStage = (value: string): value is SkillStage => (SKILL_STAGES as readonly string[]).includes(value);

/** A product's route: every stage it does not skip, in order, always ending at `ready`. */
export function routeOf(skipped: readonly string[]): WorkStage[] {
  return WORK_STAGES.filter((stage) => stage === 'ready' || !skipped.includes(stage));
}

/** The stage after `stage` on `route`, or null at the end. */
export function nextStage(route: readonly WorkStage[], stage: WorkStage): WorkStage | null {
  const at = route.indexOf(stage);
  return at >= 0 && at < route.length - 1 ? route[at + 1]! : null;
}

/** Whether `to` comes after `from` on the route (the next stage or beyond: a move forward). */
export const isForward = (route: readonly WorkStage[], from: WorkStage, to: WorkStage) =>
  route.indexOf(to) > route.indexOf(from);

/** The stages a move forward finishes: `from` and every stage skipped over up to `to` (each earns its holder). */
export function stagesFinished(route: readonly WorkStage[], from: WorkStage, to: WorkStage): SkillStage[] {
  return route.slice(route.indexOf(from), route.indexOf(to)).filter((s): s is SkillStage => s !== 'ready');
}

/** How an artisan is paid: by the piece (each finished stage earns its rate), or a monthly wage with no piece earnings. */
export const PAY_TYPES = ['piece', 'monthly'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Record<PayType, string> = { piece: 'Piece rate', monthly: 'Monthly wage' };

/** A job card's quantity: one piece for a preorder line, up to a batch of 500 for stock. */
export const MIN_JOB_QUANTITY = 1;
export const MAX_JOB_QUANTITY = 500;
/** A preorder's card is due at its promised production end, or this long after the deposit when it has none. */
export const DEFAULT_JOB_WEEKS = 5;
/** The most a piece rate may be (rupees per piece per stage): a typing slip, not a real rate, above it. */
export const MAX_PIECE_RATE = 100_000;

/** The day a job is due is late from the next Pakistan day on; a finished (ready) or cancelled job is never late. */
export function isOverdue(dueDate: string, stage: WorkStage, now: Date = new Date()): boolean {
  return stage !== 'ready' && dueDate < pakistanDay(now);
}

/** Whether a due date falls in the seven days from today (Pakistan time), today included. */
export function isDueThisWeek(dueDate: string, now: Date = new Date()): boolean {
  const today = pakistanDay(now);
  const weekEnd = pakistanDay(new Date(now.getTime() + 6 * 24 * 60 * 60 * 1000));
  return dueDate >= today && dueDate <= weekEnd;
}

/** Initials for a card's holder badge: 'Nasreen Bibi' -> 'NB'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/** An artisan's statement file for a period, safe for any phone's file system (the server's download and the admin's
 *  save name): 'statement-Nasreen-Bibi-2026-11-23-to-2026-11-29.pdf'. */
export function statementFileName(
  artisanName: string,
  period: { from: string; to: string },
  extension: 'pdf' | 'csv',
): string {
  const name = artisanName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'artisan';
  return `statement-${name}-${period.from}-to-${period.to}.${extension}`;
}
