// The admin panel's own layout (issue 17): /admin and the pages under it come without the shop's header, newsletter,
// footer or corner buttons, from the server's first byte; the sections are a sidebar with the current one marked on
// desktop and a menu drawer on a 390 px phone, where nothing scrolls sideways; the shop's Admin View switch is a band
// of its own that covers nothing. Screens are photographed at 390 and 1440 px for review.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSections, openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i17-admin-layout';
const ADMIN_PAGES = [
  '/admin',
  '/admin?tab=orders',
  '/admin/create-product',
  '/admin/create-order',
  '/admin/create-preorder',
];

/** None of the shop's frame: its header (bag, main navigation), footer with the newsletter, assistant or WhatsApp. */
async function expectNoShopFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'View shop' })).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByLabel(/newsletter/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask the shop assistant' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'on the page').not.toBeNull();
  return found!;
}

/** True when the two rectangles share any area. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await box(a), await box(b)];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The shop's switch to the panel is in the page's flow above the header: it covers neither the header nor the
 *  page's first content, and stays behind when the page scrolls. */
async function expectSwitchCoversNothing(page: Page, content: Locator) {
  const band = page.getByRole('navigation', { name: 'Staff' });
  await expect(band.getByRole('link', { name: 'Admin View' })).toBeVisible();
  expect(await band.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  const header = page.getByRole('banner');
  expect(await overlaps(band, header)).toBe(false);
  expect(await overlaps(band, content)).toBe(false);
  expect((await box(band)).y + (await box(band)).height).toBeLessThanOrEqual((await box(header)).y + 1);
}

test('the server sends the admin pages in the admin layout, without the shop’s header or footer', async ({
  request,
}) => {
  for (const path of ADMIN_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('View shop');
    expect(html, path).not.toContain('data-testid="cart-link"');
    expect(html, path).not.toContain('<footer');
  }
  // The staff sign-up page is an account page of the shop's.
  expect(await (await request.get('/admin-signup')).text()).toContain('data-testid="cart-link"');
});

test('desktop: the sidebar lists the sections, marks the current one, and the pages under /admin/ keep it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expectNoShopFrame(page);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  // A column at the left, beside the page, every section in view without scrolling sideways.
  const sidebar = await box(sections);
  expect(sidebar.x + sidebar.width).toBeLessThanOrEqual((await box(page.getByRole('main'))).x + 1);
  await expect(sections.getByRole('link')).toHaveCount(15);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-1440.png` });

  for (const label of ['Orders', 'Customers']) {
    await openAdminSection(page, label);
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${label.toLowerCase()}$`));
    await expect(sections.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sections.locator('[aria-current]')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/${label.toLowerCase()}-1440.png` });
  }

  // A deep link keeps its section; the product editor belongs to Inventory, with the same frame.
  await gotoInteractive(page, '/admin?tab=orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
  await gotoInteractive(page, '/admin/create-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoShopFrame(page);
  await page.screenshot({ path: `${SHOTS}/create-product-1440.png` });
  const header = page.getByRole('banner');
  await expect(header.getByText('Signed in as Sana Owner · Administrator')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('desktop: View shop leaves the panel, and the shop’s Admin View band covers neither header nor search', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('banner').getByRole('link', { name: 'View shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSwitchCoversNothing(page, page.getByRole('main'));
  await page.screenshot({ path: `${SHOTS}/shop-switch-1440.png` });

  await gotoInteractive(page, '/shop');
  const search = page.getByRole('searchbox').first();
  await expect(search).toBeVisible();
  await expectSwitchCoversNothing(page, search);
  await page.getByRole('link', { name: 'Admin View' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu opens the sections, navigates and closes; nothing scrolls sideways', async ({ page }) => {
    await signInAsAdmin(page);
    await expectNoShopFrame(page);
    // No sidebar and no row of tabs: the sections wait behind the menu button.
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const viewShop = page.getByRole('banner').getByRole('link', { name: 'View shop' });
    expect((await box(viewShop)).x + (await box(viewShop)).width).toBeLessThanOrEqual(390);
    expect(await overlaps(page.getByRole('banner'), page.getByRole('heading', { level: 2, name: 'Dashboard' }))).toBe(
      false,
    );
    await page.screenshot({ path: `${SHOTS}/dashboard-390.png` });

    const sections = await adminSections(page);
    const menu = page.getByRole('dialog', { name: /admin menu/i });
    await expect(menu).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByText('Signed in as Sana Owner · Administrator')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect((await box(menu)).x + (await box(menu)).width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/menu-open-390.png` });

    await sections.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\?tab=orders$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/orders-390.png` });

    await openAdminSection(page, 'Customers');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/customers-390.png` });
  });

  test('the shop’s Admin View band sits above the header, clear of the search and the cards', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoInteractive(page, '/shop');
    await expectSwitchCoversNothing(page, page.getByRole('searchbox').first());
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/shop-switch-390.png` });
    await page.getByRole('link', { name: 'Admin View' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
