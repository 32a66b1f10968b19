// Job cards' changes (issue 30): opened per preorder line when its deposit is paid (and closed if it is cancelled),
// opened by staff for a stock run, moved between stages and assigned. Each change locks the card, so two people moving
// it at once cannot both win: the second is told where it went (409). Finishing a stage records its holder's earning
// once per card and stage; a stock run reaching ready adds its pieces to stock once, however often ready is sent.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import { roleCan } from '../../../domain/permissions.ts';
import type {
  JobAssigneePayload,
  JobView,
  StageMovePayload,
  StockJobPayload,
} from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import {
  DEFAULT_JOB_WEEKS,
  isForward,
  nextStage,
  routeOf,
  stagesFinished,
  WORK_STAGE_LABELS,
  type SkillStage,
  type WorkStage,
} from '../../../domain/workshop.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { workshopArtisans } from '../../db/schema/artisans.ts';
import { workshopEarnings, workshopJobEvents, workshopJobHolders, workshopJobs } from '../../db/schema/workshop.ts';
import type { CacheTag, Invalidate } from '../../lib/cache-tags.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import type { ProductionStock } from '../catalog/index.ts';
import type { PreorderProduction, ProductionListener } from '../preorders/index.ts';
import type { Artisans } from './artisans.service.ts';
import { jobNumber, type JobReads, type JobRow } from './job-reads.ts';
import type { PieceRates } from './piece-rates.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const label = (stage: WorkStage) => WORK_STAGE_LABELS[stage];

export interface JobCardsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  artisans: Pick<Artisans, 'forAssignment' | 'ofUser'>;
  reads: Pick<JobReads, 'view' | 'rowOf'>;
  products: Pick<ProductionStock, 'productsFor' | 'addFinished'>;
  rates: Pick<PieceRates, 'rateFor'>;
  production: Pick<PreorderProduction, 'started'>;
  invalidate: Invalidate;
  now?: () => Date;
}

export function createJobCards(deps: JobCardsDeps) {
  const { db, accounts, artisans, reads, products, rates, production, invalidate, now = () => new Date() } = deps;

  const record = (tx: Transaction, jobId: string, by: RecordedActor, note: string, move?: [WorkStage, WorkStage]) =>
    tx.insert(workshopJobEvents).values({
      jobId,
      note,
      fromStage: move?.[0] ?? null,
      toStage: move?.[1] ?? null,
      actorId: by.id,
      actorName: by.name,
    });

  async function lockedJob(tx: Transaction, id: string): Promise<JobRow> {
    const found = await reads.rowOf(id);
    const [row] = await tx.select().from(workshopJobs).where(eq(workshopJobs.id, found.id)).for('update');
    return row!;
  }

  const touched = (tx: Transaction, id: string, set: Partial<typeof workshopJobs.$inferInsert> = {}) =>
    tx
      .update(workshopJobs)
      .set({ ...set, version: sql`${workshopJobs.version} + 1`, updatedAt: new Date() })
      .where(eq(workshopJobs.id, id));

  /** Preorders' side: a card per line once the deposit is paid, due at the promised end of production. */
  const preorderListener: ProductionListener = {
    async depositPaid(tx, preorder, by) {
      const found = await products.productsFor({ ids: preorder.lines.map((l) => l.productId) }, tx, true);
      const byId = new Map(found.map((p) => [p.id, p]));
      const today = pakistanDay(now());
      const promised = pakistanDay(preorder.productionEnd);
      const dueDate =
        promised > today ? promised : pakistanDay(new Date(now().getTime() + DEFAULT_JOB_WEEKS * WEEK_MS));
      for (const line of preorder.lines) {
        const product = byId.get(line.productId);
        const route = product?.route ?? routeOf([]);
        const [opened] = await tx
          .insert(workshopJobs)
          .values({
            productId: line.productId,
            prodId: line.prodId,
            productName: line.name,
            category: product?.category ?? null,
            imageId: line.imageId ?? product?.imageMediaId ?? null,
            size: line.size,
            color: line.color,
            quantity: line.quantity,
            route,
            stage: route[0]!,
            preorderId: preorder.id,
            preorderRef: preorder.preorderId,
            preorderItemId: line.itemId,
            dueDate,
          })
          .onConflictDoNothing({ target: workshopJobs.preorderItemId })
          .returning({ id: workshopJobs.id });
        if (opened) await record(tx, opened.id, by, `Opened for preorder ${preorder.preorderId}: deposit paid`);
      }
    },
    async cancelled(tx, preorderDbId, by) {
      const closed = await tx
        .update(workshopJobs)
        .set({ cancelledAt: new Date(), version: sql`${workshopJobs.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(workshopJobs.preorderId, preorderDbId),
            isNull(workshopJobs.cancelledAt),
            ne(workshopJobs.stage, 'ready'),
          ),
        )
        .returning({ id: workshopJobs.id });
      for (const job of closed) await record(tx, job.id, by, 'Cancelled with the preorder');
    },
  };

  /** Staff: a production run of one product, size and colour for stock. */
  async function createStockRun(actor: Actor, payload: StockJobPayload): Promise<JobView> {
    const [product] = await products.productsFor({ prodIds: [payload.prodId] });
    if (!product) throw badRequest(WORKSHOP_MESSAGES.productNotFound);
    if (!product.sizes.includes(payload.size)) throw badRequest(WORKSHOP_MESSAGES.sizeNotOffered);
    if (product.colors.length > 0 && !product.colors.includes(payload.color))
      throw badRequest(WORKSHOP_MESSAGES.colorNotOffered);
    if (payload.dueDate < pakistanDay(now())) throw badRequest(WORKSHOP_MESSAGES.dueInPast);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workshopJobs)
        .values({
          productId: product.id,
          prodId: product.prodId,
          productName: product.name,
          category: product.category,
          imageId: product.imageMediaId,
          size: payload.size,
          color: payload.color,
          quantity: payload.quantity,
          route: product.route,
          stage: product.route[0]!,
          dueDate: payload.dueDate,
          notes: payload.notes ?? '',
        })
        .returning({ id: workshopJobs.id });
      const by = await recordedActor(accounts, tx, actor);
      const pieces = payload.quantity === 1 ? '1 piece' : `${payload.quantity} pieces`;
      await record(tx, row!.id, by, `Opened for stock: ${pieces}`);
      return row!.id;
    });
    return reads.view(id);
  }

  /** Who holds each skill stage of the card, with how they are paid. */
  async function holdersOf(tx: Transaction, jobId: string) {
    const rows = await tx
      .select({ stage: workshopJobHolders.stage, artisanId: workshopArtisans.id, payType: workshopArtisans.payType })
      .from(workshopJobHolders)
      .innerJoin(workshopArtisans, eq(workshopArtisans.id, workshopJobHolders.artisanId))
      .where(eq(workshopJobHolders.jobId, jobId));
    return new Map(rows.map((r) => [r.stage, r]));
  }

  /** A worker moves only the cards whose current stage they hold, and only on to the next stage. */
  async function checkWorkerMove(tx: Transaction, actor: Actor, row: JobRow, to: WorkStage): Promise<void> {
    if (roleCan(actor.role, 'workshop:manage')) return;
    const artisan = await artisans.ofUser(actor.id);
    const holders = await holdersOf(tx, row.id);
    const holds = artisan && holders.get(row.stage as SkillStage)?.artisanId === artisan.id;
    if (!holds || nextStage(row.route, row.stage) !== to) throw forbidden(WORKSHOP_MESSAGES.notYourJob);
  }

  async function moveStage(actor: Actor, id: string, payload: StageMovePayload): Promise<JobView> {
    let changed: CacheTag[] = [];
    const jobId = await db.transaction(async (tx) => {
      const row = await lockedJob(tx, id);
      const to = payload.stage;
      if (row.cancelledAt) throw conflict(WORKSHOP_MESSAGES.jobCancelled);
      if ((payload.from && payload.from !== row.stage) || row.stage === to)
        throw conflict(WORKSHOP_MESSAGES.movedMeanwhile(row.stage), { stage: row.stage });
      if (!row.route.includes(to)) throw badRequest(WORKSHOP_MESSAGES.stageSkipped(to));
      const forward = isForward(row.route, row.stage, to);
      if (!forward && !payload.reason) throw badRequest(WORKSHOP_MESSAGES.reasonRequired);
      await checkWorkerMove(tx, actor, row, to);
      const by = await recordedActor(accounts, tx, actor);
      await touched(tx, row.id, { stage: to });
      if (forward) {
        const holders = await holdersOf(tx, row.id);
        for (const stage of stagesFinished(row.route, row.stage, to)) {
          const holder = holders.get(stage);
          if (!holder || holder.payType !== 'piece') continue;
          const rate = await rates.rateFor(tx, stage, row.prodId, row.category);
          // Once per card and stage: a card sent back and forward again does not pay the stage twice.
          await tx
            .insert(workshopEarnings)
            .values({
              artisanId: holder.artisanId,
              jobId: row.id,
              stage,
              quantity: row.quantity,
              rate,
              amount: rate * row.quantity,
            })
            .onConflictDoNothing({ target: [workshopEarnings.jobId, workshopEarnings.stage] });
        }
        await record(tx, row.id, by, `${label(row.stage)} done: on to ${label(to)}`, [row.stage, to]);
        if (row.preorderId && row.stage === row.route[0])
          await production.started(
            tx,
            row.preorderId,
            `Production started: ${jobNumber(row.number)} left ${label(row.stage).toLowerCase()}`,
            by,
          );
        if (to === 'ready' && !row.preorderId) changed = await addToStock(tx, row, by);
      } else {
        await record(tx, row.id, by, `Back to ${label(to)}: ${payload.reason}`, [row.stage, to]);
      }
      return row.id;
    });
    invalidate(changed);
    return reads.view(jobId);
  }

  /** A stock run's pieces go into stock the first time it reaches ready, never again (stocked_at is set once). */
  async function addToStock(tx: Transaction, row: JobRow, by: RecordedActor): Promise<CacheTag[]> {
    const [first] = await tx
      .update(workshopJobs)
      .set({ stockedAt: new Date() })
      .where(and(eq(workshopJobs.id, row.id), isNull(workshopJobs.stockedAt)))
      .returning({ id: workshopJobs.id });
    if (!first) return [];
    const tags = await products.addFinished(
      tx,
      { productId: row.productId, size: row.size, quantity: row.quantity },
      `Workshop ${jobNumber(row.number)} ready`,
      by.name,
    );
    await record(tx, row.id, by, `${row.quantity} added to size ${row.size} stock`);
    return tags;
  }

  async function assign(actor: Actor, id: string, payload: JobAssigneePayload): Promise<JobView> {
    const jobId = await db.transaction(async (tx) => {
      const row = await lockedJob(tx, id);
      if (row.cancelledAt) throw conflict(WORKSHOP_MESSAGES.jobCancelled);
      const stage = payload.stage ?? row.stage;
      if (stage === 'ready')
        throw badRequest(row.stage === 'ready' ? WORKSHOP_MESSAGES.jobFinished : WORKSHOP_MESSAGES.stageNotAhead);
      if (!row.route.includes(stage)) throw badRequest(WORKSHOP_MESSAGES.stageSkipped(stage));
      if (row.route.indexOf(stage) < row.route.indexOf(row.stage)) throw badRequest(WORKSHOP_MESSAGES.stageNotAhead);
      const by = await recordedActor(accounts, tx, actor);
      if (payload.artisanId === null) {
        const gone = await tx
          .delete(workshopJobHolders)
          .where(and(eq(workshopJobHolders.jobId, row.id), eq(workshopJobHolders.stage, stage)))
          .returning({ stage: workshopJobHolders.stage });
        if (gone.length) await record(tx, row.id, by, `${label(stage)}: nobody assigned`);
      } else {
        const artisan = await artisans.forAssignment(tx, payload.artisanId);
        const skilled = (artisan.skills as string[]).includes(stage);
        if (!skilled && !payload.overrideSkill) throw badRequest(WORKSHOP_MESSAGES.skillMissing(artisan.name, stage));
        await tx
          .insert(workshopJobHolders)
          .values({ jobId: row.id, stage, artisanId: artisan.id })
          .onConflictDoUpdate({
            target: [workshopJobHolders.jobId, workshopJobHolders.stage],
            set: { artisanId: artisan.id, assignedAt: new Date() },
          });
        const anyway = skilled ? '' : ` (no ${label(stage).toLowerCase()} skill: assigned anyway)`;
        await record(tx, row.id, by, `${label(stage)} assigned to ${artisan.name}${anyway}`);
      }
      await touched(tx, row.id);
      return row.id;
    });
    return reads.view(jobId);
  }

  return { preorderListener, createStockRun, moveStage, assign };
}

export type JobCards = ReturnType<typeof createJobCards>;
