// Test helpers for the receipt-privacy and email-change rows of server/security.test.ts (issue 28 items 5 and 6): a
// second browser that knows an order's ID, what must never reach it of a screenshot, and the undo link's token.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../db/schema/notifications.ts';
import { uploads } from '../db/schema/uploads.ts';
import { idFromFileUrl } from '../modules/media/index.ts';
import { bearer } from './accounts.ts';
import type { TestApp } from './harness.ts';

/** Another browser than GUEST_BROWSER, holding the order's tracking or preorder ID (shared, overheard, guessed). */
export const OTHER_BROWSER = { 'x-upload-token': 'another-browser-that-knows-the-id-0123456789' };

/** What identifies a stored screenshot: its upload id (in every link to it) and its storage key. */
export async function screenshotSecrets(t: TestApp, fileUrl: string): Promise<string[]> {
  const id = idFromFileUrl(fileUrl)!;
  const [row] = await t.database.db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, id));
  return [id, row!.key!];
}

/** The answer names no screenshot: no link to any file, not its upload id, not its storage key. */
export function expectNoScreenshot(body: string, secrets: string[]): void {
  expect(body).not.toContain('/files/uploads/');
  for (const secret of secrets) expect(body).not.toContain(secret);
}

export const track = (t: TestApp, trackingId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/orders/track/${trackingId}`, headers });
export const trackPreorder = (t: TestApp, preorderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/preorders/track/${preorderId}`, headers });

/** A profile save with a new email, as the signed-in shopper of `token`. */
export const changeEmail = (t: TestApp, token: string, email: string, currentPassword?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(token),
    payload: {
      name: 'Ayesha Khan',
      email,
      phoneNumber: '0300 1234567',
      address: { street: '12 Mall Road' },
      currentPassword,
    },
  });

/** The undo token of the newest email-change mail queued for `oldEmail`. */
export async function undoTokenFor(t: TestApp, oldEmail: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: notifications.textBody })
    .from(notifications)
    .where(and(eq(notifications.recipient, oldEmail), eq(notifications.kind, 'email-changed')))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  const token = /\/undo-email-change\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no undo link mailed to ${oldEmail}`);
  return token;
}
