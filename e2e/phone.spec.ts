// The shop on a 390 px phone: the menu drawer, and a piece from the shop into the bag with touch.
import { expect, test } from '@playwright/test';
import { gotoInteractive } from './pages/navigation.ts';
import { ProductPage } from './pages/product-page.ts';

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
  await page.getByTestId('cart-link').tap();
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
