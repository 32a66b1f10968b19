// Issue 17 items 6 and 7 on a desktop: a search sorted by best match, links to a page past the end or with an
// unreadable price, and a new account welcomed back where the shopper was going, with the profile's ways on.
import { expect, test } from '@playwright/test';
import { newAccount, RegisterPage } from './pages/account-pages.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';
import { ShopPage } from './pages/shop-page.ts';

test("'frok' puts a frock first, with Best match chosen; the other sorts stay", async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  const sort = page.getByLabel('Sort by');
  await expect(sort.getByRole('option', { name: 'Best match' })).toHaveCount(0);
  await shop.search('frok');
  await expect(page).toHaveURL(/search=frok/);
  await expect(sort).toHaveValue('relevance:desc');
  await expect(sort.locator('option:checked')).toHaveText('Best match');
  const names = await shop.cardNames();
  expect(names.length).toBeGreaterThan(1);
  expect(names[0]).toMatch(/frock/i);
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/search=frok&sortBy=price&sortOrder=asc/);
  await expect.poll(async () => (await shop.cardPrices()).length).toBeGreaterThan(1);
  const prices = await shop.cardPrices();
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('a page past the end shows the last page', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('?page=99');
  await expect(shop.resultCount).toHaveText('Showing 25–36 of 36 products');
  await expect(shop.cards).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await shop.open('?search=zzqxv&page=99');
  await expect(page.getByText('No products found')).toBeVisible();
});

test('an unreadable price in the link is ignored and dropped at the next change', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('?minPrice=abc&category=girl');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(0);
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 12 products');
  const filters = await shop.showFilters();
  await expect(filters.getByRole('textbox', { name: 'Min price in rupees' })).toHaveValue('');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/category=girl&sortBy=price&sortOrder=desc$/);
  await expect(page).not.toHaveURL(/minPrice/);
});

test('registering from a product page comes back to it with a welcome, and the profile leads on', async ({ page }) => {
  await gotoInteractive(page, '/product/WMN-AJK-001');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  const account = newAccount('welcome');
  const register = new RegisterPage(page);
  await register.fill(account);
  await register.submit();
  await expect(page).toHaveURL(/\/product\/WMN-AJK-001$/);
  await expect(page.getByRole('status').getByText('Welcome to Hunar, Ayesha!')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  const links = page.getByRole('navigation', { name: 'Your shopping' });
  await expect(links.getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/wishlist');
  await expectAccessible(page);
  await links.getByRole('link', { name: /My orders/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});
