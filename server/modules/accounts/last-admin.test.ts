// The shop always keeps an active administrator (issue 17 item 12): demotions and deactivations that race each other
// are serialised, so two admins demoting each other at the same moment leave exactly one admin, never none.
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { users } from '../../db/schema/accounts.ts';
import { bearer, signedInAs } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function activeAdmins() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return row!.n;
}

/** Two admins, the shop's only active ones. */
async function twoAdmins() {
  const a = await signedInAs(t, 'admin');
  const b = await signedInAs(t, 'admin');
  await t.database.db
    .update(users)
    .set({ isActive: false })
    .where(and(eq(users.role, 'admin'), ne(users.id, a.id), ne(users.id, b.id)));
  return [a, b] as const;
}

const demote = (token: string, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/role`, headers: bearer(token), payload: { role: 'worker' } });
const deactivate = (token: string, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/toggle-status`, headers: bearer(token) });

describe('the last active admin', () => {
  it('survives two admins demoting each other at once: one succeeds, the other is refused with 409', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([demote(a.token, b.id), demote(b.token, a.id)]);
      // The demoted admin's own request may also be refused as no longer an admin (403): never both succeed.
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      expect([403, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.lastAdmin });
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('survives a demotion racing a deactivation of the other admin', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([demote(a.token, b.id), deactivate(b.token, a.id)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
