// The admin panel's first part: who may enter, staff invites (DECISIONS X2), managing accounts' roles and status,
// the own profile, and Logout with its confirmation.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../domain/accounts.ts';
import {
  AdminSignupPage,
  E2E_ADMIN,
  LoginPage,
  newAccount,
  newestMailTo,
  registerViaApi,
} from './pages/account-pages.ts';
import { openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { WORKSHOP_MESSAGES } from '../domain/workshop-messages.ts';

async function openUsers(page: Page) {
  await signInAsAdmin(page);
  await openAdminSection(page, 'Users');
}

test('an admin emails an invite: the card says where it went and the email carries the same link', async ({ page }) => {
  await openUsers(page);
  const invite = page.getByRole('region', { name: 'Invite staff' });
  const to = newAccount('invited').email;
  await invite.getByLabel('Role').selectOption('coordinator');
  await invite.getByLabel(/Email the invite to/).fill(to);
  await invite.getByRole('button', { name: 'Create invite' }).click();
  await expect(invite.getByText(`We emailed the link to ${to}.`)).toBeVisible();
  const link = await invite.getByLabel('Invite link').inputValue();
  const mail = await newestMailTo(to);
  expect(mail).toContain('You are invited to join Hunar as coordinator');
  expect(mail).toContain(new URL(link).pathname + new URL(link).search);
});

test('an admin invites a worker, who signs up with the link and gets a panel without Users', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people and three password hashes in one journey.
  test.slow();
  await openUsers(page);
  const invite = page.getByRole('region', { name: 'Invite staff' });
  await invite.getByLabel('Role').selectOption('worker');
  await invite.getByRole('button', { name: 'Create invite' }).click();
  const linkField = invite.getByLabel('Invite link');
  await expect(linkField).toHaveValue(/\/admin-signup\?invite=[\w-]+$/);
  await expect(invite.getByText(/Invite for a worker created/)).toBeVisible();
  const link = new URL(await linkField.inputValue());

  const worker = await browser.newPage({ baseURL });
  const signup = new AdminSignupPage(worker);
  await signup.open(link.search);
  await expect(signup.field('Invite code')).toHaveValue(link.searchParams.get('invite')!);
  const email = newAccount('worker').email;
  await signup.fill({ name: 'Zara Worker', email, password: 'Loom-Worker-42', phone: '+92 345 6789012' });
  await signup.submit();
  await expect(worker).toHaveURL(/\/login$/);
  await expect(worker.getByRole('status').filter({ hasText: 'Account created' })).toHaveText(
    ACCOUNT_MESSAGES.adminSignupSuccess('worker'),
  );

  await new LoginPage(worker).signIn(email, 'Loom-Worker-42');
  await expect(worker).toHaveURL(/\/admin$/);
  await expect(worker.getByText('Signed in as Zara Worker · Worker')).toBeVisible();
  const sections = worker.getByRole('navigation', { name: 'Admin sections' });
  // A worker's panel opens on My work; one not yet linked to an artisan is told so.
  await expect(sections.getByRole('link', { name: 'My work', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(worker.getByText(WORKSHOP_MESSAGES.notAWorker)).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await openAdminSection(worker, 'Profile');
  await expect(worker.getByRole('heading', { level: 2, name: 'Zara Worker' })).toBeVisible();

  // The invite worked once.
  const again = await browser.newPage({ baseURL });
  const second = new AdminSignupPage(again);
  await second.open(link.search);
  await second.fill({
    name: 'Second Try',
    email: newAccount('again').email,
    password: 'Loom-Worker-42',
    phone: '+92 345 6789012',
  });
  await second.submit();
  await expect(again.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.inviteInvalid);
  await Promise.all([worker.close(), again.close()]);
});

test('an admin finds a customer, changes the role and deactivates the account', async ({ page, request }) => {
  const account = newAccount('managed');
  await registerViaApi(request, account);
  await openUsers(page);

  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ accounts?$/ })).toHaveText('1 account');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');

  await row.getByLabel(`Role of ${account.name}`).selectOption('coordinator');
  await page.getByRole('button', { name: 'Make Coordinator' }).click();
  await expect(row.getByLabel(`Role of ${account.name}`)).toHaveValue('coordinator');
  await row.getByRole('button', { name: `Deactivate ${account.name}` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${account.name}` })).toBeVisible();

  // What the admin saw is what the server keeps: the account can no longer sign in.
  const login = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.deactivated);

  // Filtering by role finds it among the coordinators after a reload.
  await page.reload();
  await page.getByLabel('Filter by role').selectOption('coordinator');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(1);
});

test('the admin’s own row cannot be demoted or deactivated from the list', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN.email);
  const own = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(own.getByLabel(`Role of ${E2E_ADMIN.name}`)).toBeDisabled();
  await expect(own.getByText('This is you')).toBeVisible();
});

test('the Profile section shows the administrator’s own profile', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminSection(page, 'Profile');
  await expect(page).toHaveURL(/\/admin\?tab=profile$/);
  await expect(page.getByRole('heading', { level: 2, name: E2E_ADMIN.name })).toBeVisible();
  const section = page.getByRole('region', { name: 'Profile' });
  await expect(section.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(section.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
});

test('Logout asks first, and only leaves when confirmed', async ({ page }) => {
  await signInAsAdmin(page);
  const logout = page.getByRole('button', { name: 'Logout' });

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to logout from the admin panel?');
    void dialog.dismiss();
  });
  await logout.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a signed-out visitor signs in first; staff skip the shop’s sign-in and profile pages', async ({ page }) => {
  await gotoInteractive(page, '/admin');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await gotoInteractive(page, '/login');
  await expect(page).toHaveURL(/\/admin$/);
  await gotoInteractive(page, '/profile');
  await expect(page).toHaveURL(/\/admin$/);
  await gotoInteractive(page, '/admin/no-such-page');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the Admin View / Customer View switch (View shop in the panel) is shown to admins only', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('banner').getByRole('link', { name: 'View shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Admin View' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

  const customer = newAccount('no-switch');
  await registerViaApi(request, customer);
  const shopper = await browser.newPage({ baseURL });
  const login = new LoginPage(shopper);
  await login.open();
  await login.signIn(customer.email, customer.password);
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Admin View' })).toHaveCount(0);
  await shopper.close();
});

test('a customer opening /admin is sent home', async ({ page, request }) => {
  const customer = newAccount('not-staff');
  await registerViaApi(request, customer);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
});

test('the storefront’s image protection stays off in the admin panel (DECISIONS X15)', async ({ page }) => {
  const ctrlU = () =>
    page.evaluate(() => {
      const event = new KeyboardEvent('keydown', { key: 'u', ctrlKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
  await gotoInteractive(page, '/');
  expect(await ctrlU()).toBe(true);
  await signInAsAdmin(page);
  expect(await ctrlU()).toBe(false);
});
