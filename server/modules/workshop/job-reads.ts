// Reading job cards (issue 30): the board's filtered page with a count per stage, one card, and a worker's own cards.
// Every answer is a JobView (domain/schemas/workshop.ts): holders by name, history, photos by short-lived signed
// link, and the preorder's production notes for the artisan making it.
import { and, asc, eq, gte, inArray, isNull, lte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { mediaUrl } from '../../../domain/media.ts';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import type { JobListQuery, JobPage, JobView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { isOverdue, type SkillStage, type WorkStage } from '../../../domain/workshop.ts';
import type { Database } from '../../db/client.ts';
import { workshopArtisans } from '../../db/schema/artisans.ts';
import { workshopJobEvents, workshopJobHolders, workshopJobPhotos, workshopJobs } from '../../db/schema/workshop.ts';
import { notFound } from '../../lib/errors.ts';
import type { UploadsService } from '../media/index.ts';
import type { PreorderProduction } from '../preorders/index.ts';

export type JobRow = typeof workshopJobs.$inferSelect;

/** A ready card stays on the board this long, so the day's finished work is seen before it leaves. */
const READY_SHOWN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const jobNumber = (n: number) => `J-${n}`;

/** The cards whose current stage `artisanId` holds. */
export const heldBy = (artisanId: string) =>
  sql`exists (select 1 from ${workshopJobHolders} h where h.job_id = ${workshopJobs.id}
    and h.stage = ${workshopJobs.stage} and h.artisan_id = ${artisanId})`;

export interface JobReadsDeps {
  db: Database;
  uploads: Pick<UploadsService, 'viewUrl'>;
  production: Pick<PreorderProduction, 'productionNotesOf'>;
  now?: () => Date;
}

export function createJobReads({ db, uploads, production, now = () => new Date() }: JobReadsDeps) {
  /** The filters of the board, but the stage (the column counts are taken under them). */
  function conditions(query: Omit<JobListQuery, 'page' | 'limit' | 'stage'>): SQL[] {
    const today = pakistanDay(now());
    const where: SQL[] = [];
    if (!query.includeClosed) {
      where.push(isNull(workshopJobs.cancelledAt));
      where.push(
        or(
          ne(workshopJobs.stage, 'ready'),
          gte(workshopJobs.updatedAt, new Date(now().getTime() - READY_SHOWN_DAYS * DAY_MS)),
        )!,
      );
    }
    if (query.artisanId) where.push(heldBy(query.artisanId));
    if (query.overdue) where.push(and(lt(workshopJobs.dueDate, today), ne(workshopJobs.stage, 'ready'))!);
    if (query.dueThisWeek)
      where.push(
        and(
          gte(workshopJobs.dueDate, today),
          lte(workshopJobs.dueDate, pakistanDay(new Date(now().getTime() + 6 * DAY_MS))),
          ne(workshopJobs.stage, 'ready'),
        )!,
      );
    if (query.preorderId) where.push(eq(workshopJobs.preorderRef, query.preorderId.toUpperCase()));
    if (query.forStock) where.push(isNull(workshopJobs.preorderId));
    return where;
  }

  async function list(query: JobListQuery): Promise<JobPage> {
    const shared = conditions(query);
    const where = and(...shared, query.stage ? eq(workshopJobs.stage, query.stage) : undefined);
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(workshopJobs)
        .where(where)
        .orderBy(asc(workshopJobs.dueDate), asc(workshopJobs.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ stage: workshopJobs.stage, n: sql<number>`count(*)::int` })
        .from(workshopJobs)
        .where(and(...shared))
        .groupBy(workshopJobs.stage),
    ]);
    const stageCounts = Object.fromEntries(counts.map((c) => [c.stage, c.n]));
    const total = query.stage ? (stageCounts[query.stage] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0);
    return {
      jobs: await viewsOf(rows),
      total,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      stageCounts,
    };
  }

  async function rowOf(id: string): Promise<JobRow> {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound(WORKSHOP_MESSAGES.jobNotFound);
    const [row] = await db.select().from(workshopJobs).where(eq(workshopJobs.id, id));
    if (!row) throw notFound(WORKSHOP_MESSAGES.jobNotFound);
    return row;
  }

  async function view(id: string): Promise<JobView> {
    const [found] = await viewsOf([await rowOf(id)]);
    return found!;
  }

  /** The open cards whose current stage the artisan holds, oldest due first. */
  async function heldCards(artisanId: string): Promise<JobView[]> {
    const rows = await db
      .select()
      .from(workshopJobs)
      .where(and(isNull(workshopJobs.cancelledAt), ne(workshopJobs.stage, 'ready'), heldBy(artisanId)))
      .orderBy(asc(workshopJobs.dueDate), asc(workshopJobs.number));
    return viewsOf(rows);
  }

  async function viewsOf(rows: JobRow[]): Promise<JobView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [holders, events, photos, notes] = await Promise.all([
      db
        .select({
          jobId: workshopJobHolders.jobId,
          stage: workshopJobHolders.stage,
          id: workshopArtisans.id,
          name: workshopArtisans.name,
        })
        .from(workshopJobHolders)
        .innerJoin(workshopArtisans, eq(workshopArtisans.id, workshopJobHolders.artisanId))
        .where(inArray(workshopJobHolders.jobId, ids)),
      db
        .select()
        .from(workshopJobEvents)
        .where(inArray(workshopJobEvents.jobId, ids))
        .orderBy(asc(workshopJobEvents.createdAt), asc(workshopJobEvents.id)),
      db
        .select()
        .from(workshopJobPhotos)
        .where(inArray(workshopJobPhotos.jobId, ids))
        .orderBy(asc(workshopJobPhotos.createdAt)),
      production.productionNotesOf(rows.flatMap((r) => (r.preorderId ? [r.preorderId] : []))),
    ]);
    const at = now();
    return rows.map((r) => {
      const own = holders.filter((h) => h.jobId === r.id);
      const holder = own.find((h) => h.stage === r.stage);
      return {
        id: r.id,
        number: jobNumber(r.number),
        stage: r.stage,
        route: r.route,
        cancelled: r.cancelledAt !== null,
        dueDate: r.dueDate,
        overdue: r.cancelledAt === null && isOverdue(r.dueDate, r.stage, at),
        quantity: r.quantity,
        product: { prodId: r.prodId, name: r.productName, image: r.imageId ? mediaUrl(r.imageId, 320) : null },
        size: r.size,
        color: r.color,
        preorderId: r.preorderRef,
        holder: holder ? { id: holder.id, name: holder.name } : null,
        holders: own
          .sort((a, b) => r.route.indexOf(a.stage as WorkStage) - r.route.indexOf(b.stage as WorkStage))
          .map((h) => ({ stage: h.stage as SkillStage, artisan: { id: h.id, name: h.name } })),
        notes: r.notes,
        productionNotes: r.preorderId ? (notes.get(r.preorderId) ?? '') : '',
        photos: photos
          .filter((p) => p.jobId === r.id)
          .map((p) => ({
            id: p.id,
            url: uploads.viewUrl(p.uploadId),
            description: p.description,
            shared: p.shared,
            by: p.uploadedBy,
            at: p.createdAt.toISOString(),
          })),
        history: events
          .filter((e) => e.jobId === r.id)
          .map((e) => ({
            at: e.createdAt.toISOString(),
            by: e.actorName,
            note: e.note,
            fromStage: e.fromStage,
            toStage: e.toStage,
          })),
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  return { list, view, rowOf, heldCards };
}

export type JobReads = ReturnType<typeof createJobReads>;
