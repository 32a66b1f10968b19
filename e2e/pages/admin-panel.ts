// The admin panel for journeys: signing in as the e2e administrator (in the browser, or for the API) and opening a
// section from the sidebar (or the phone's menu); a new coordinator for journeys about what staff who are not admins see.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccountViaApi, E2E_ADMIN, LoginPage, newAccount } from './account-pages.ts';

export async function signInAs(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/admin$/);
}

export const signInAsAdmin = (page: Page) => signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

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
  const login = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
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
