// Changing an account's email (issue 28) through the API: the current password is required, the OLD address is mailed
// (a real .eml through the outbox) the change with a one-time undo link valid 7 days, and the undo restores that
// address, ends every session and hands out a password-reset link; expired, used and taken cases are refused.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { emailUndoneViewSchema } from '../../../domain/schemas/account-views.ts';
import { emailChangeUndos, users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { bearer, registerCustomer, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const profileUpdate = (me: Customer, email: string, currentPassword?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(me.token),
    payload: {
      name: me.name,
      email,
      phoneNumber: '0300 1234567',
      address: { street: '12 Mall Road' },
      ...(currentPassword !== undefined && { currentPassword }),
    },
  });
const undo = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/undo-email-change', payload: { token } });
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const emailOf = async (id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const mailsTo = (email: string) => t.database.db.select().from(notifications).where(eq(notifications.recipient, email));

/** The change mail sent to `email`, once the outbox delivered it, as the recipient reads it. */
async function changeMailTo(email: string) {
  for (let i = 0; i < 100; i++) {
    await t.app.services.outbox.kick();
    const [mail] = (await mailsTo(email)).filter((m) => m.kind === 'email-changed' && m.status === 'sent');
    if (mail) return simpleParser(await fs.readFile(path.join(t.dataDir, 'mail', mail.deliveredAs!)));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no email-changed mail to ${email}`);
}

async function undoTokenMailedTo(email: string): Promise<string> {
  const eml = await changeMailTo(email);
  const link = new RegExp(`${TEST_LINK_BASE}/undo-email-change/([\\w-]+)`).exec(eml.text ?? '');
  if (!link) throw new Error('no undo link in the mail');
  expect(eml.html).toContain(`href="${link[0]}"`);
  return link[1]!;
}

describe('changing the email', () => {
  it('needs the current password: none or a wrong one changes nothing and mails nobody', async () => {
    const me = await registerCustomer(t);
    const missing = await profileUpdate(me, uniqueEmail('thief'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: ACCOUNT_MESSAGES.currentPasswordForEmail });
    const wrong = await profileUpdate(me, uniqueEmail('thief'), 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(await emailOf(me._id)).toBe(me.email);
    expect(await mailsTo(me.email)).toEqual([]);
    // The rest of the profile still saves with the session alone.
    expect((await profileUpdate(me, me.email.toUpperCase())).statusCode).toBe(200);
  });

  it('mails the old address the change with a one-time undo link valid 7 days, stored only as its hash', async () => {
    const me = await registerCustomer(t);
    const newEmail = uniqueEmail('moved');
    const before = Date.now();
    expect((await profileUpdate(me, newEmail, me.password)).statusCode).toBe(200);
    const eml = await changeMailTo(me.email);
    expect(eml.subject).toMatch(/email of your .* account was changed/);
    expect(eml.text).toContain(me.email);
    expect(eml.text).toContain(newEmail);
    expect(eml.text).toMatch(/Changed on/);
    const token = await undoTokenMailedTo(me.email);
    const [stored] = await t.database.db.select().from(emailChangeUndos).where(eq(emailChangeUndos.userId, me._id));
    expect(stored!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // Nothing goes to the new address: it is the one that may not be the owner's.
    expect(await mailsTo(newEmail)).toEqual([]);
  });
});

describe('undoing it', () => {
  it('restores the old email, ends every session, gives a reset link, and works once', async () => {
    const me = await registerCustomer(t);
    const thief = uniqueEmail('thief');
    expect((await profileUpdate(me, thief, me.password)).statusCode).toBe(200);
    const token = await undoTokenMailedTo(me.email);

    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    const body = await json(undone, emailUndoneViewSchema);
    expect(body).toMatchObject({ email: me.email, message: ACCOUNT_MESSAGES.emailRestored(me.email) });
    expect(await emailOf(me._id)).toBe(me.email);
    expect((await profileWith(me.token)).statusCode).toBe(401);
    // The reset link lets the owner choose a password the other person does not know.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: body.resetToken, password: 'taken-back-42' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: me.email, password: 'taken-back-42' },
    });
    expect(login.statusCode).toBe(200);

    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.emailUndoInvalid });
  });

  it('refuses an expired link and a made-up one, changing nothing', async () => {
    const me = await registerCustomer(t);
    const moved = uniqueEmail('moved');
    expect((await profileUpdate(me, moved, me.password)).statusCode).toBe(200);
    const token = await undoTokenMailedTo(me.email);
    await t.database.db
      .update(emailChangeUndos)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeUndos.userId, me._id));
    for (const tried of [token, 'x'.repeat(43)]) {
      const refused = await undo(tried);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.emailUndoInvalid });
    }
    expect(await emailOf(me._id)).toBe(moved);
    expect((await profileWith(me.token)).statusCode).toBe(200);
  });

  it('after two changes, each old address has its own link; using one voids the other', async () => {
    const me = await registerCustomer(t);
    const second = uniqueEmail('second');
    const third = uniqueEmail('third');
    expect((await profileUpdate(me, second, me.password)).statusCode).toBe(200);
    expect((await profileUpdate(me, third, me.password)).statusCode).toBe(200);
    const first = await undoTokenMailedTo(me.email);
    const fromSecond = await undoTokenMailedTo(second);

    expect((await undo(first)).json()).toMatchObject({ email: me.email });
    expect(await emailOf(me._id)).toBe(me.email);
    // The owner has the account back: a link mailed to an address someone else put in cannot take it away again.
    expect((await undo(fromSecond)).json()).toEqual({ error: ACCOUNT_MESSAGES.emailUndoInvalid });
    expect(await emailOf(me._id)).toBe(me.email);
  });

  it('refuses (409) to restore an address another account has taken since, and the link stays usable', async () => {
    const me = await registerCustomer(t);
    const moved = uniqueEmail('moved');
    expect((await profileUpdate(me, moved, me.password)).statusCode).toBe(200);
    const token = await undoTokenMailedTo(me.email);
    const other = await registerCustomer(t, { email: me.email });

    const refused = await undo(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.emailUndoTaken });
    expect(await emailOf(me._id)).toBe(moved);
    expect((await profileWith(me.token)).statusCode).toBe(200);
    expect(await emailOf(other._id)).toBe(me.email);
  });

  it('still ends every session when the account had already changed the email back', async () => {
    const me = await registerCustomer(t);
    const moved = uniqueEmail('moved');
    expect((await profileUpdate(me, moved, me.password)).statusCode).toBe(200);
    expect((await profileUpdate(me, me.email, me.password)).statusCode).toBe(200);
    const token = await undoTokenMailedTo(me.email);
    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    expect(await emailOf(me._id)).toBe(me.email);
    expect((await profileWith(me.token)).statusCode).toBe(401);
  });
});
