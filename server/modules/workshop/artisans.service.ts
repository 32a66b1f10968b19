// The workshop's artisans (issue 30): added, edited and deactivated by staff, never deleted (their cards and earnings
// keep naming them); each may be linked to the worker account they sign in with for My work. The list shows each
// artisan's open and overdue cards.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import type { ArtisanPayload, ArtisanView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { workshopArtisans } from '../../db/schema/artisans.ts';
import { workshopJobHolders, workshopJobs } from '../../db/schema/workshop.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

type ArtisanRow = typeof workshopArtisans.$inferSelect;

/** Cards still being made whose current stage this artisan holds. */
const openJobsOf = (overdueOnly: boolean) => sql<number>`(
  select count(*)::int from ${workshopJobs} j
    join ${workshopJobHolders} h on h.job_id = j.id and h.stage = j.stage
  where h.artisan_id = ${workshopArtisans.id} and j.cancelled_at is null and j.stage <> 'ready'
    ${overdueOnly ? sql`and j.due_date < ${pakistanDay(new Date())}` : sql``})`;

export function createArtisans({ db }: { db: Database }) {
  async function views(where: ReturnType<typeof eq> | undefined): Promise<ArtisanView[]> {
    const rows = await db
      .select({
        artisan: workshopArtisans,
        userName: users.name,
        userEmail: users.email,
        openJobs: openJobsOf(false),
        overdueJobs: openJobsOf(true),
      })
      .from(workshopArtisans)
      .leftJoin(users, eq(users.id, workshopArtisans.userId))
      .where(where)
      .orderBy(desc(workshopArtisans.active), asc(workshopArtisans.name));
    return rows.map(({ artisan: a, userName, userEmail, openJobs, overdueJobs }) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      skills: a.skills,
      payType: a.payType,
      active: a.active,
      notes: a.notes,
      user: a.userId && userName ? { id: a.userId, name: userName, email: userEmail ?? '' } : null,
      openJobs,
      overdueJobs,
    }));
  }

  const list = () => views(undefined);

  async function view(id: string): Promise<ArtisanView> {
    const [found] = await views(eq(workshopArtisans.id, id));
    if (!found) throw notFound(WORKSHOP_MESSAGES.artisanNotFound);
    return found;
  }

  /** The account must be an active worker's, and not another artisan's (the unique index is the last word). */
  async function checkUser(userId: string | null | undefined, self?: string): Promise<void> {
    if (!userId) return;
    const [user] = await db
      .select({ role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.isActive || user.role !== 'worker') throw badRequest(WORKSHOP_MESSAGES.artisanUserNotWorker);
    const [taken] = await db
      .select({ id: workshopArtisans.id })
      .from(workshopArtisans)
      .where(and(eq(workshopArtisans.userId, userId), self ? ne(workshopArtisans.id, self) : undefined));
    if (taken) throw badRequest(WORKSHOP_MESSAGES.artisanUserTaken);
  }

  const columns = (payload: ArtisanPayload) => ({
    name: payload.name,
    phone: payload.phone,
    skills: payload.skills,
    payType: payload.payType,
    active: payload.active ?? true,
    notes: payload.notes ?? '',
    userId: payload.userId ?? null,
  });

  /** A second artisan racing for the same account loses on the unique index: the same 400 as the check. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === 'workshop_artisans_user_unique')
        throw badRequest(WORKSHOP_MESSAGES.artisanUserTaken);
      throw err;
    }
  }

  async function create(payload: ArtisanPayload): Promise<ArtisanView> {
    await checkUser(payload.userId);
    const [row] = await writing(() => db.insert(workshopArtisans).values(columns(payload)).returning());
    return view(row!.id);
  }

  /** The whole artisan; `active: false` deactivates (their open cards stay with them until reassigned). */
  async function update(id: string, payload: ArtisanPayload): Promise<ArtisanView> {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound(WORKSHOP_MESSAGES.artisanNotFound);
    await checkUser(payload.userId, id);
    const [row] = await writing(() =>
      db
        .update(workshopArtisans)
        .set({ ...columns(payload), updatedAt: new Date() })
        .where(eq(workshopArtisans.id, id))
        .returning({ id: workshopArtisans.id }),
    );
    if (!row) throw notFound(WORKSHOP_MESSAGES.artisanNotFound);
    return view(id);
  }

  /** Active worker accounts, for the form's 'Signs in as' (one already linked elsewhere is refused on save). */
  async function workerAccounts() {
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'worker'), eq(users.isActive, true)))
      .orderBy(asc(users.name));
  }

  /** The artisan a signed-in account is, if any. */
  async function ofUser(userId: string): Promise<ArtisanRow | undefined> {
    const [row] = await db.select().from(workshopArtisans).where(eq(workshopArtisans.userId, userId));
    return row;
  }

  /** The artisan, inside a change's transaction; unknown ids are a 400 naming the field. */
  async function forAssignment(tx: Transaction, id: string): Promise<ArtisanRow> {
    const [row] = await tx.select().from(workshopArtisans).where(eq(workshopArtisans.id, id));
    if (!row) throw badRequest(`artisanId: ${WORKSHOP_MESSAGES.artisanNotFound.toLowerCase()}`);
    if (!row.active) throw badRequest(WORKSHOP_MESSAGES.artisanInactive);
    return row;
  }

  return { list, view, create, update, workerAccounts, ofUser, forAssignment };
}

export type Artisans = ReturnType<typeof createArtisans>;
