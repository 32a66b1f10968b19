// First-run set-up (DECISIONS X2), the 'setup' project every journey depends on: the fresh shop has no
// administrator, so /admin-signup creates the first one (E2E_ADMIN) without an invite; after that it is closed.
import { expect, test } from '@playwright/test';
import { AdminSignupPage, E2E_ADMIN, LoginPage } from './pages/account-pages.ts';

// The second step needs the administrator the first one creates.
test.describe.configure({ mode: 'serial' });

test('the first administrator signs up through /admin-signup and lands on the admin panel', async ({
  page,
  request,
}) => {
  const status = (await (await request.get('/api/users/admin-signup/status')).json()) as { firstRun: boolean };
  // The test run's own server is always fresh; a server reused between runs (E2E_REUSE=1) already has this
  // administrator, who then only signs in.
  if (status.firstRun) {
    const signup = new AdminSignupPage(page);
    await signup.open();
    await expect(page.getByText('This creates the shop’s first administrator.', { exact: false })).toBeVisible();
    await expect(signup.field('Invite code')).toHaveCount(0);
    await expect(signup.field('Country')).toHaveValue('Pakistan');
    await signup.fill(E2E_ADMIN);
    await signup.submit();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toHaveText(
      'Account created successfully! You can now login with role: admin',
    );
  } else {
    await new LoginPage(page).open();
  }
  await new LoginPage(page).signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.name} · Administrator`)).toBeVisible();
});

test('once an administrator exists, admin sign-up without an invite is closed', async ({ page, browser, baseURL }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  // A signed-out visitor, in a browser of their own.
  const visitor = await browser.newPage({ baseURL });
  const signup = new AdminSignupPage(visitor);
  await signup.open();
  await expect(signup.field('Invite code')).toBeVisible();
  await signup.fill({
    name: 'Bilal Intruder',
    email: `intruder-${Date.now()}@e2e.hunar.pk`,
    password: 'Handloom-2026',
    phone: '+92 333 1112223',
  });
  await signup.submit();
  await expect(visitor.getByRole('alert')).toContainText('Admin signup is closed');
  await expect(visitor).toHaveURL(/\/admin-signup$/);
  await visitor.close();
});
