// What others may know of the workshop's artisans (issue 30), read by the workshop module's own code: names by id, the
// artisan a signed-in account is, and an artisan who may be given work (exists, active). Orders and preorders build it
// for their assigned worker, as preorders build the orders' quote: they never read the artisans' table themselves.
import { eq, inArray } from 'drizzle-orm';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { workshopArtisans } from '../../db/schema/artisans.ts';
import { badRequest } from '../../lib/errors.ts';

export type ArtisanRow = typeof workshopArtisans.$inferSelect;

export function createArtisanDirectory({ db }: { db: Database }) {
  /** The name of each artisan among `ids`, by id. */
  async function namesByIds(ids: readonly string[], tx: Database | Transaction = db): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await tx
      .select({ id: workshopArtisans.id, name: workshopArtisans.name })
      .from(workshopArtisans)
      .where(inArray(workshopArtisans.id, unique));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The artisan a signed-in account is, if any. */
  async function ofUser(userId: string): Promise<ArtisanRow | undefined> {
    const [row] = await db.select().from(workshopArtisans).where(eq(workshopArtisans.userId, userId));
    return row;
  }

  /** The artisan, read in a change's transaction, if they may be given work; else a 400 naming the field. */
  async function assignable(tx: Database | Transaction, id: string): Promise<ArtisanRow> {
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await tx.select().from(workshopArtisans).where(eq(workshopArtisans.id, id))
      : [];
    if (!row) throw badRequest(`artisanId: ${WORKSHOP_MESSAGES.artisanNotFound.toLowerCase()}`);
    if (!row.active) throw badRequest(WORKSHOP_MESSAGES.artisanInactive);
    return row;
  }

  return { namesByIds, ofUser, assignable };
}

export type ArtisanDirectory = ReturnType<typeof createArtisanDirectory>;
