// The admin panel for journeys: signing in as the e2e administrator (in the browser, or for the API) and opening a
// section from the sidebar (or the phone's menu); a new coordinator for journeys about what staff who are not admins see.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccountViaApi, E2E_ADMIN, LoginPage, newAccount } from './account-pages.ts';
import { gotoInteractive } from './navigation.ts';

export async function signInAs(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The administrator's session as the login answers it: the token, and the account the browser keeps beside it. */
interface AdminSession {
  token: string;
  user: Record<string, unknown>;
}

/** One sign-in of the administrator per worker, through the API: signing in through the form (about 3 s, most of it
 *  the login page and scrypt) is proven by the first-run set-up and the accounts journeys, not by every admin journey.
 *  Signing out in the browser forgets the session there only, so journeys may share it. */
let adminSession: Promise<AdminSession> | undefined;

async function signInAdminViaApi(request: APIRequestContext): Promise<AdminSession> {
  const login = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const {
    token,
    expiresAt: _expiresAt,
    deviceToken: _deviceToken,
    ...user
  } = (await login.json()) as {
    token: string;
    expiresAt: string;
    deviceToken?: string;
  } & Record<string, unknown>;
  return { token, user };
}

function sharedAdminSession(request: APIRequestContext): Promise<AdminSession> {
  // A failed sign-in fails its journey, not every later one.
  adminSession ??= signInAdminViaApi(request).catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/** Opens the admin panel signed in as the e2e administrator, the session kept as the browser keeps it after the
 *  login form (web/features/session/session-store.ts: 'shop.auth'). */
export async function signInAsAdmin(page: Page) {
  const { token, user } = await sharedAdminSession(page.request);
  // Any page of the shop's origin gives its localStorage; the health answer is the lightest.
  await page.goto('/api/health');
  await page.evaluate((state) => localStorage.setItem('shop.auth', JSON.stringify({ state, version: 1 })), {
    token,
    user,
    isAuthenticated: true,
  });
  await gotoInteractive(page, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Creates a coordinator account (through the API, as the e2e administrator) and signs in as them. */
export async function signInAsNewCoordinator(page: Page, request: APIRequestContext, tag: string) {
  const coordinator = { ...newAccount(tag), password: 'Loom-Coord-42' };
  await createAccountViaApi(request, {
    name: 'Saima Coordinator',
    email: coordinator.email,
    password: coordinator.password,
    phoneNumber: '+92 321 1234567',
    role: 'coordinator',
  });
  await signInAs(page, coordinator.email, coordinator.password);
}

/** The e2e administrator's Bearer token, for journeys that change the shop through the API first. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await sharedAdminSession(request)).token;
}

/** The admin sections' navigation as it shows at this width: the sidebar from 1024 px, the menu drawer (opened
 *  here) below. */
export async function adminSections(page: Page): Promise<Locator> {
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  await expect(sidebar.or(menu).filter({ visible: true })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  return sidebar;
}

/** Opens a section by its link in the sidebar (or the phone's menu) and waits for its heading. */
export async function openAdminSection(page: Page, label: string) {
  const sections = await adminSections(page);
  await sections.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}
