// /shop journeys: filters, sort, search and pages all live in the URL, so links and reloads show the same page.
import { expect, test } from '@playwright/test';
import { gotoInteractive } from './pages/navigation.ts';
import { ShopPage } from './pages/shop-page.ts';

test('shows the whole active collection, 12 to a page', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 36 products');
  await expect(shop.cards).toHaveCount(12);
});

test('filters by category through the URL and survives a reload', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  const filters = await shop.showFilters();
  await filters.getByRole('radio', { name: 'Girl' }).check();
  await expect(page).toHaveURL(/[?&]category=girl/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Girl');
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 12 products');
  await page.reload();
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 12 products');
  await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();
});

test('sorts by price and keeps the order across pages', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 36 products');
  const first = await shop.cardPrices();
  expect(first).toHaveLength(12);
  expect(first).toEqual([...first].sort((a, b) => a - b));
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(shop.resultCount).toHaveText('Showing 13–24 of 36 products');
  const second = await shop.cardPrices();
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
});

test('paginates with numbered pages, Previous and Next', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('?page=3');
  await expect(shop.resultCount).toHaveText('Showing 25–36 of 36 products');
  await expect(page.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('link', { name: 'Page 1' }).click();
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 36 products');
  await expect(page).not.toHaveURL(/page=/);
});

test('filters by price range', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  const filters = await shop.showFilters();
  await filters.getByRole('textbox', { name: 'Min price in rupees' }).fill('8000');
  await filters.getByRole('textbox', { name: 'Min price in rupees' }).press('Enter');
  await expect(page).toHaveURL(/minPrice=8000/);
  const prices = await shop.cardPrices();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(8000);
});

test('searches as you type, forgives a typo, and says when nothing matches', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  await shop.search('kurti');
  await expect(page).toHaveURL(/search=kurti/);
  const names = await shop.cardNames();
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((n) => /kurta/i.test(n))).toBe(true);
  await shop.search('zzqxv');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 36 products');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
});

test('the header search icon opens the shop with the search box focused', async ({ page }) => {
  await gotoInteractive(page, '/');
  await page.getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/shop/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
});

test('ignores a filter in the URL it cannot read instead of failing', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('?sortBy=colour');
  await expect(shop.resultCount).toHaveText('Showing 1–12 of 36 products');
  await expect(page.getByLabel('Sort by')).toHaveValue('createdAt:desc');
});

test('sends unknown paths to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
