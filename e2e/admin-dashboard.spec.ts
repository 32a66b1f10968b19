// The admin Dashboard and Create user (issue 5): a guest order placed through the API shows among recent orders and in
// the pending alert, the quick status select moves it to processing and the figures follow, the revenue chart is
// there; a coordinator made with the Create user form signs in and sees no Dashboard at all.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/account-pages.ts';
import { openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { placeGuestOrder } from './pages/guest-order.ts';

/** The count beside a status in the order status overview. */
async function statusCount(page: Page, status: string): Promise<number> {
  const text = await page.getByTestId(`status-${status}`).locator('.font-semibold').innerText();
  return Number(text.replace(/\D/g, ''));
}

const pendingAlert = (page: Page) => page.getByRole('list', { name: 'Alerts' }).getByText(/\d+ orders? pending/);

test('the dashboard shows a new guest order, moves it to processing from the quick select, and draws 30 days of revenue', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(request);

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard', exact: true })).toBeVisible();

  const recent = page.getByRole('table', { name: /newest orders/ });
  await expect(recent.getByRole('row').filter({ hasText: order.trackingId })).toContainText('Mahnoor Dashboard');
  const select = page.getByRole('combobox', { name: `Status of order ${order.trackingId}` });
  await expect(select).toHaveValue('pending');

  await expect(pendingAlert(page)).toBeVisible();
  // No serious or critical accessibility problem on the dashboard as the admin first sees it.
  const scan = await new AxeBuilder({ page })
    .include('#admin-section-title + div')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    scan.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const pendingBefore = await statusCount(page, 'pending');
  const processingBefore = await statusCount(page, 'processing');
  expect(pendingBefore).toBeGreaterThanOrEqual(1);
  await expect(pendingAlert(page)).toHaveText(`${pendingBefore} ${pendingBefore === 1 ? 'order' : 'orders'} pending`);
  await expect(page.getByRole('link', { name: 'Review orders' })).toHaveAttribute('href', '/admin?tab=orders');

  await select.selectOption('processing');
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${order.trackingId} is now Processing.` }),
  ).toBeVisible();
  // The dashboard asked for its figures again: the order stays processing and the counts moved by one.
  await expect(select).toHaveValue('processing');
  await expect(page.getByTestId('status-processing').locator('.font-semibold')).toHaveText(
    String(processingBefore + 1),
  );
  await expect(page.getByTestId('status-pending').locator('.font-semibold')).toHaveText(String(pendingBefore - 1));
  if (pendingBefore - 1 === 0) await expect(pendingAlert(page)).toHaveCount(0);
  else
    await expect(pendingAlert(page)).toHaveText(
      `${pendingBefore - 1} ${pendingBefore - 1 === 1 ? 'order' : 'orders'} pending`,
    );

  const chart = page.getByRole('img', { name: 'Revenue per day, last 30 days' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(30);
  // The figures as a table: 30 days, today's revenue holds at least this order's total.
  await page.getByText('Show the figures as a table').click();
  const days = page.getByRole('table', { name: /Revenue per day/ });
  await expect(days.getByRole('row')).toHaveCount(31);
  const today = (await days.getByRole('row').nth(1).getByRole('cell').last().innerText()).replace(/\D/g, '');
  expect(Number(today)).toBeGreaterThanOrEqual(order.totalAmount);

  for (const [name, href] of [
    ['Add product', '/admin/create-product'],
    ['Create order', '/admin/create-order'],
    ['Home Design', '/admin?tab=home-design'],
  ] as const) {
    await expect(
      page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('href', href);
  }
});

test('an admin creates a coordinator with the Create user form; the coordinator signs in and sees no Dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, two browsers and five password hashes in one journey.
  test.slow();
  const coordinator = {
    name: 'Farah Coordinator',
    email: `farah-${Date.now()}@e2e.hunar.pk`,
    password: 'Phulkari-2026',
    phone: '+92 321 5556667',
  };

  await signInAsAdmin(page);
  await openAdminSection(page, 'Users');
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('form', { name: 'Create user' });

  // The registration messages, field by field.
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByLabel('Full name').fill(coordinator.name);
  await form.getByLabel('Email').fill(coordinator.email);
  await form.getByLabel('Phone number').fill(coordinator.phone);
  await form.getByLabel('Role').selectOption({ label: 'Coordinator' });
  await form.getByLabel('Password', { exact: true }).fill(coordinator.password);
  await form.getByLabel('Confirm password', { exact: true }).fill('Phulkari-2027');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password', { exact: true }).fill(coordinator.password);
  await form.getByRole('button', { name: 'Create user' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'User created successfully!' })).toHaveText(
    `User created successfully! ${coordinator.name} can now sign in as Coordinator.`,
  );
  await expect(form.getByLabel('Full name')).toHaveValue('');
  // The list was fetched again: the new account is at the top, as a coordinator.
  const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: coordinator.email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('coordinator');

  // The same address again is refused with the registration message.
  await form.getByLabel('Full name').fill('Farah Again');
  await form.getByLabel('Email').fill(coordinator.email);
  await form.getByLabel('Phone number').fill(coordinator.phone);
  await form.getByLabel('Password', { exact: true }).fill(coordinator.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(coordinator.password);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists');

  await expect(row.getByText('Has not chosen a password yet')).toBeVisible();

  // The coordinator, in a browser of their own: first they replace the password the admin typed, then the panel.
  const context = await browser.newContext({ baseURL });
  const theirs = await context.newPage();
  const login = new LoginPage(theirs);
  await login.open();
  await login.signIn(coordinator.email, coordinator.password);
  await expect(theirs).toHaveURL(/\/change-password$/);
  const choose = theirs.getByRole('form', { name: 'Change password' });
  await choose.getByLabel('Current password', { exact: true }).fill(coordinator.password);
  await choose.getByLabel('New password', { exact: true }).fill('Farah-Own-2026');
  await choose.getByLabel('Confirm new password', { exact: true }).fill('Farah-Own-2026');
  await choose.getByRole('button', { name: 'Save my password' }).click();
  await expect(theirs).toHaveURL(/\/admin$/);
  const sections = theirs.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(theirs.getByRole('heading', { level: 2, name: 'Dashboard', exact: true })).toHaveCount(0);
  // Asking for it by address opens their first section instead.
  await theirs.goto('/admin?tab=dashboard');
  await expect(theirs.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
  await expect(theirs.getByRole('heading', { level: 2, name: 'Dashboard', exact: true })).toHaveCount(0);
  await context.close();
});
