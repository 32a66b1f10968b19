// What other modules may know about accounts, read by the accounts module itself: names by ids and a shopper's contact
// details. Each read that another module makes inside its own transaction takes that transaction, so it sees the same
// snapshot.
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Actor } from './accounts.service.ts';

export function createAccountDirectory({ db }: { db: Database }) {
  /** Name and email of each account among `ids` that still exists, by id. */
  async function namesByIds(ids: readonly string[], tx: Database | Transaction = db) {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, unique))
      : [];
    return new Map(rows.map((u) => [u.id, u]));
  }

  async function nameOf(userId: string, tx: Database | Transaction = db): Promise<string | undefined> {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return user?.name;
  }

  /** The account's own name, email and phone, for an order placed while signed in. */
  async function contactOf(userId: string, tx: Database | Transaction = db) {
    const [user] = await tx
      .select({ name: users.name, email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  return { namesByIds, nameOf, contactOf };
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;

/** Who a change to an order or a preorder is recorded as: a person by id and name, or the shop itself (no id). */
export interface RecordedActor {
  id: string | null;
  name: string;
}

/** Read inside the change's own transaction, so the name recorded is the one of that moment. */
export async function recordedActor(
  accounts: Pick<AccountDirectory, 'nameOf'>,
  tx: Transaction,
  actor: Actor,
): Promise<RecordedActor> {
  return { id: actor.id, name: (await accounts.nameOf(actor.id, tx)) ?? actor.role };
}
