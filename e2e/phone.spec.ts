// The shop on a 390 px phone: the menu drawer, and a piece from the shop into the bag with touch.
import { expect, test } from '@playwright/test';
import { openAdminSection } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { ProductPage } from './pages/product-page.ts';
import { E2E_ADMIN, LoginPage, newAccount, registerViaApi } from './pages/account-pages.ts';

test('opens the menu drawer and reaches a category', async ({ page }) => {
  await gotoInteractive(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Girl' }).click();
  await expect(page).toHaveURL(/category=girl/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Girl');
});

test('adds a piece to the bag with taps and sees it in the bag', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('BOY-WST-001');
  await product.choose(product.size('M'));
  await product.choose(product.colour('Mehndi'));
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await product.miniBag.getByRole('link', { name: 'View bag' }).tap();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('Rs 6,850');
});

test('the shop page fits the phone without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/shop', '/product/WMN-AJK-001', '/cart']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('signs in and out from the menu drawer', async ({ page, request }) => {
  const account = newAccount('drawer');
  await registerViaApi(request, account);
  await gotoInteractive(page, '/shop');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' }).tap();
  await new LoginPage(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/shop$/);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  await menu.getByRole('button', { name: 'Sign out' }).tap();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the account pages fit the phone without sideways scrolling', async ({ page }) => {
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/not-a-real-token-but-long-enough',
    '/admin-signup',
  ]) {
    await gotoInteractive(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('on a phone the admin’s accounts are stacked cards, not a table', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdminSection(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN.email);
  const card = page.getByRole('listitem').filter({ hasText: E2E_ADMIN.email });
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel(`Role of ${E2E_ADMIN.name}`)).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
