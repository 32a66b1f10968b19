// An artisan's piece-rate pay (issue 30): what they earned in a period (each finished stage: card, stage, quantity x
// rate), and 'Mark paid', which records a payout and closes the period's unpaid lines in one statement, so two clicks
// at once cannot pay the same lines twice. Admins only (workshop:pay): coordinators assign work, never see pay.
import { and, asc, eq, gte, isNull, lt, lte } from 'drizzle-orm';
import type { EarningsQuery, EarningsView, PayoutPayload } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import type { Database } from '../../db/client.ts';
import { workshopArtisans } from '../../db/schema/artisans.ts';
import { workshopEarnings, workshopJobs, workshopPayouts } from '../../db/schema/workshop.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor } from '../accounts/index.ts';
import { jobNumber } from './job-reads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Pakistan day's first instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);
/** The instants of a period of Pakistan days, both ends included. */
const periodOf = ({ from, to }: EarningsQuery) => ({
  start: dayStart(from),
  end: new Date(dayStart(to).getTime() + DAY_MS),
});

export function createPiecePay({ db, accounts }: { db: Database; accounts: Pick<AccountDirectory, 'nameOf'> }) {
  async function artisanOf(id: string) {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound(WORKSHOP_MESSAGES.artisanNotFound);
    const [row] = await db
      .select({ id: workshopArtisans.id, name: workshopArtisans.name, phone: workshopArtisans.phone })
      .from(workshopArtisans)
      .where(eq(workshopArtisans.id, id));
    if (!row) throw notFound(WORKSHOP_MESSAGES.artisanNotFound);
    return row;
  }

  const inPeriod = (artisanId: string, period: EarningsQuery) => {
    const { start, end } = periodOf(period);
    return and(
      eq(workshopEarnings.artisanId, artisanId),
      gte(workshopEarnings.earnedAt, start),
      lt(workshopEarnings.earnedAt, end),
    );
  };

  async function earnings(artisanId: string, period: EarningsQuery): Promise<EarningsView & { phone: string }> {
    const artisan = await artisanOf(artisanId);
    const [lines, payouts] = await Promise.all([
      db
        .select({
          id: workshopEarnings.id,
          at: workshopEarnings.earnedAt,
          number: workshopJobs.number,
          product: workshopJobs.productName,
          size: workshopJobs.size,
          stage: workshopEarnings.stage,
          quantity: workshopEarnings.quantity,
          rate: workshopEarnings.rate,
          amount: workshopEarnings.amount,
          payoutId: workshopEarnings.payoutId,
        })
        .from(workshopEarnings)
        .innerJoin(workshopJobs, eq(workshopJobs.id, workshopEarnings.jobId))
        .where(inPeriod(artisanId, period))
        .orderBy(asc(workshopEarnings.earnedAt), asc(workshopJobs.number)),
      db
        .select()
        .from(workshopPayouts)
        .where(
          and(
            eq(workshopPayouts.artisanId, artisanId),
            lte(workshopPayouts.periodFrom, period.to),
            gte(workshopPayouts.periodTo, period.from),
          ),
        )
        .orderBy(asc(workshopPayouts.paidOn), asc(workshopPayouts.createdAt)),
    ]);
    return {
      artisan: { id: artisan.id, name: artisan.name },
      phone: artisan.phone,
      from: period.from,
      to: period.to,
      lines: lines.map((l) => ({
        id: l.id,
        at: l.at.toISOString(),
        jobNumber: jobNumber(l.number),
        product: l.product,
        size: l.size,
        stage: l.stage,
        quantity: l.quantity,
        rate: l.rate,
        amount: l.amount,
        paid: l.payoutId !== null,
      })),
      total: lines.reduce((sum, l) => sum + l.amount, 0),
      unpaid: lines.reduce((sum, l) => sum + (l.payoutId ? 0 : l.amount), 0),
      payouts: payouts.map((p) => ({
        id: p.id,
        amount: p.amount,
        paidOn: p.paidOn,
        note: p.note,
        by: p.actorName,
      })),
    };
  }

  /** Records the payout and closes the period's unpaid lines; nothing unpaid is a 409 (already paid, or nothing done). */
  async function markPaid(actor: Actor, artisanId: string, payload: PayoutPayload): Promise<EarningsView> {
    const artisan = await artisanOf(artisanId);
    await db.transaction(async (tx) => {
      const by = await recordedActor(accounts, tx, actor);
      const [payout] = await tx
        .insert(workshopPayouts)
        .values({
          artisanId: artisan.id,
          amount: payload.amount,
          paidOn: payload.paidOn,
          periodFrom: payload.from,
          periodTo: payload.to,
          note: payload.note ?? '',
          actorName: by.name,
        })
        .returning({ id: workshopPayouts.id });
      const closed = await tx
        .update(workshopEarnings)
        .set({ payoutId: payout!.id })
        .where(and(inPeriod(artisan.id, payload), isNull(workshopEarnings.payoutId)))
        .returning({ id: workshopEarnings.id });
      if (closed.length === 0) throw conflict(WORKSHOP_MESSAGES.nothingToPay);
    });
    const { phone: _phone, ...view } = await earnings(artisan.id, payload);
    return view;
  }

  return { earnings, markPaid };
}

export type PiecePay = ReturnType<typeof createPiecePay>;
