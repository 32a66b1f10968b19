// Piece rates (issue 30): rupees per piece for a stage, set by admins for a product or as its category's default; a
// product's own rate wins. The rate in force when a stage is finished is the one its earning records.
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Category } from '../../../domain/limits.ts';
import type { PieceRatePayload, PieceRateView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import type { SkillStage } from '../../../domain/workshop.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { workshopRates } from '../../db/schema/workshop.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProductionStock } from '../catalog/index.ts';

export function createPieceRates({ db, products }: { db: Database; products: Pick<ProductionStock, 'productsFor'> }) {
  async function list(): Promise<PieceRateView[]> {
    const rows = await db
      .select()
      .from(workshopRates)
      .orderBy(sql`${workshopRates.prodId} nulls first`, asc(workshopRates.category), asc(workshopRates.stage));
    const prodIds = rows.flatMap((r) => (r.prodId ? [r.prodId] : []));
    const names = new Map((await products.productsFor({ prodIds })).map((p) => [p.prodId, p.name]));
    return rows.map((r) => ({
      stage: r.stage,
      rate: r.rate,
      prodId: r.prodId,
      productName: r.prodId ? (names.get(r.prodId) ?? null) : null,
      category: r.category,
    }));
  }

  async function set(payload: PieceRatePayload): Promise<PieceRateView[]> {
    if (payload.prodId && (await products.productsFor({ prodIds: [payload.prodId] })).length === 0)
      throw badRequest(WORKSHOP_MESSAGES.productNotFound);
    const target = payload.prodId
      ? { target: [workshopRates.stage, workshopRates.prodId], targetWhere: isNotNull(workshopRates.prodId) }
      : { target: [workshopRates.stage, workshopRates.category], targetWhere: isNotNull(workshopRates.category) };
    await db
      .insert(workshopRates)
      .values({
        stage: payload.stage,
        rate: payload.rate,
        prodId: payload.prodId ?? null,
        category: payload.category ?? null,
      })
      .onConflictDoUpdate({ ...target, set: { rate: payload.rate, updatedAt: new Date() } });
    return list();
  }

  /** The rate for finishing `stage` of a product: its own, else its category's, else 0 (no rate set yet). */
  async function rateFor(
    tx: Transaction,
    stage: SkillStage,
    prodId: string,
    category: Category | null,
  ): Promise<number> {
    const rows = await tx
      .select({ prodId: workshopRates.prodId, rate: workshopRates.rate })
      .from(workshopRates)
      .where(
        and(
          eq(workshopRates.stage, stage),
          or(eq(workshopRates.prodId, prodId), category ? eq(workshopRates.category, category) : undefined),
        ),
      );
    return (rows.find((r) => r.prodId === prodId) ?? rows[0])?.rate ?? 0;
  }

  return { list, set, rateFor };
}

export type PieceRates = ReturnType<typeof createPieceRates>;
