// The journeys of issue 17 items 12, 14 and 15, run by the desktop and the phone projects alike: a role change asks
// first and shows the server's refusal, a guest buyer is listed in Customers with the Guest badge and their order, and
// the dashboard lists low-stock products and the 'Before you open' checklist with where to fix each task.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../domain/accounts.ts';
import { newAccount, registerViaApi } from './account-pages.ts';
import { openAdminSection, signInAsAdmin } from './admin-panel.ts';
import { placeGuestOrder } from './guest-order.ts';
import { expectAccessible } from './page-checks.ts';

/** The role select of `name` on this screen (the table on desktop, the cards on phones: the other is hidden). */
const roleSelect = (page: Page, name: string) => page.getByLabel(`Role of ${name}`).filter({ visible: true });

export async function roleChangeIsConfirmed(page: Page, request: APIRequestContext) {
  const account = { ...newAccount('role-confirm'), name: 'Ayesha Khan' };
  await registerViaApi(request, account);
  await signInAsAdmin(page);
  await openAdminSection(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();

  // Cancel leaves the role as it was.
  await roleSelect(page, account.name).selectOption('coordinator');
  const dialog = page.getByRole('alertdialog', { name: 'Make Ayesha Khan a Coordinator?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Coordinators manage orders, preorders, payments and stock.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(roleSelect(page, account.name)).toHaveValue('customer');

  // Confirming changes it, as the server keeps it.
  await roleSelect(page, account.name).selectOption('coordinator');
  await dialog.getByRole('button', { name: 'Make Coordinator' }).click();
  await expect(dialog).toBeHidden();
  await expect(roleSelect(page, account.name)).toHaveValue('coordinator');

  // A refusal (the last active admin: only a race between two admins reaches it from this screen, so the server's
  // answer is stood in for here; the guard itself is server/modules/accounts/last-admin.test.ts) is shown in its words.
  await page.route('**/api/users/*/role', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: ACCOUNT_MESSAGES.lastAdmin }),
    }),
  );
  await roleSelect(page, account.name).selectOption('worker');
  await page
    .getByRole('alertdialog', { name: 'Make Ayesha Khan a Worker?' })
    .getByRole('button', { name: 'Make Worker' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.lastAdmin })).toBeVisible();
  await expect(roleSelect(page, account.name)).toHaveValue('coordinator');
  await page.unroute('**/api/users/*/role');
}

export async function guestBuyerIsListed(page: Page, request: APIRequestContext, phoneNumber: string) {
  const email = `guest-${Date.now()}@e2e.hunar.pk`;
  const order = await placeGuestOrder(request, email, { name: 'Zara Guest', phoneNumber });
  await signInAsAdmin(page);
  await openAdminSection(page, 'Customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const listed = page.getByRole('button', { name: 'View Zara Guest' }).filter({ visible: true });
  const row = page.locator('tr, li').filter({ has: listed });
  await expect(row.getByText('Guest', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Role of Zara Guest')).toHaveCount(0);

  await listed.click();
  const sheet = page.getByRole('dialog', { name: 'Zara Guest' });
  await expect(sheet.getByText('Guest buyer')).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Last orders' })).toContainText(order.trackingId);
  await expectAccessible(page);
}

export async function dashboardAlertsAreActionable(page: Page) {
  await signInAsAdmin(page);
  // The e2e shop runs the demo seed with no PUBLIC_URL and no mail server: every task is open.
  const checklist = page.getByRole('list', { name: 'Before you open' });
  await expect(checklist.getByRole('listitem')).toHaveCount(4);
  await expect(checklist).toContainText('Replace the demo bank and Easypaisa details');
  await expect(checklist).toContainText('PUBLIC_URL');
  await expect(checklist).toContainText('SMTP_URL');
  await expect(checklist.getByRole('link', { name: 'Open payment settings' })).toHaveAttribute('href', /settings/);

  // Low stock counts products, each linking to its editor with its low sizes.
  const low = page.getByRole('list', { name: 'Low stock' });
  await expect(low).toBeVisible();
  const first = low.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/admin\/edit-product\//);
  await expect(first).toContainText(/(left|out)/);
  await expectAccessible(page);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/edit-product\//);
}
