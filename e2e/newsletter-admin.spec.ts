// Newsletter (issue 14): a visitor subscribes from the home page box; the admin finds the address in Messages and
// exports the CSV; the unsubscribe link's page unsubscribes only after its button, and the admin sees it; then the
// admin removes the address.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unsubscribeToken } from '../server/modules/newsletter/index.ts';
import { E2E_ADMIN } from './pages/account-pages.ts';
import { openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

/** The link the newsletter emails carry for this subscriber, made as the server makes it: the server keeps its
 *  session secret in DATA_DIR, and derives the unsubscribe key from it as server/services.ts does. */
async function unsubscribeLink(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const listed = await request.get(`/api/newsletter/subscribers?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { subscribers } = (await listed.json()) as { subscribers: { _id: string; email: string }[] };
  expect(subscribers.map((s) => s.email)).toEqual([email]);
  const secret = Buffer.from(fs.readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8').trim(), 'base64url');
  const key = crypto.createHmac('sha256', secret).update('shop:newsletter-unsubscribe').digest();
  return `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(key, subscribers[0]!._id))}`;
}

test('a subscriber is found, exported, unsubscribes by the link and is removed by the admin', async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.hunar.pk`;

  await gotoInteractive(page, '/');
  const box = page.locator('#newsletter');
  await box.getByLabel('New collections and restocks, in your inbox').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText(
    'Thank you for subscribing! Look out for new collections in your inbox.',
  );

  await signInAsAdmin(page);
  await openAdminSection(page, 'Messages');
  const card = page.getByRole('region', { name: 'Newsletter subscribers' });
  await expect(card.getByText(/^\d[\d,]* subscribed/)).toBeVisible();
  await card.getByLabel('Search subscribers').fill(email);
  const row = card.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(card.getByText('1 address', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Email,Subscribed at,Status,Unsubscribed at');
  expect(lines.filter((l) => l.startsWith(`${email},`))).toEqual([
    expect.stringMatching(new RegExp(`^${email.replaceAll('.', '\\.')},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,subscribed,$`)),
  ]);

  // Opening the link unsubscribes nobody; the button does.
  const link = await unsubscribeLink(request, email);
  await gotoInteractive(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('You will stop receiving the Hunar newsletter')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You have been unsubscribed. You will not receive our newsletter any more.',
  );
  await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/#newsletter');
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();

  await page.goto('/admin?tab=messages');
  await card.getByLabel('Search subscribers').fill(email);
  await expect(row.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expect(row.getByText(/· Unsubscribed \d+ \w+ \d{4}/)).toBeVisible();

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove subscriber?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('No address matches')).toBeVisible();
  await expect(row).toHaveCount(0);
});
