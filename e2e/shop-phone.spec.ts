// Issue 17 items 5 and 7 on a 390 px phone: the filters in a sheet that counts before it applies, and the bag's total
// and Proceed to checkout kept on screen.
import { expect, test } from '@playwright/test';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';
import { ShopPage } from './pages/shop-page.ts';

test('filters open as a sheet whose Show N results matches the grid it applies', async ({ page, request }) => {
  const shop = new ShopPage(page);
  await shop.open();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  const opener = page.getByRole('button', { name: 'Filters' });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: 'Show 36 results' })).toBeVisible();
  await expectAccessible(page);

  // Escape closes it without applying anything, and focus goes back to the button.
  await sheet.getByRole('radio', { name: 'Girl' }).check();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).not.toHaveURL(/category=/);

  await opener.click();
  await sheet.getByRole('radio', { name: 'Girl' }).check();
  await sheet.getByRole('textbox', { name: 'Min price in rupees' }).fill('3000');
  await sheet.getByRole('radio', { name: 'Price: low to high' }).check();
  const { total: shown } = (await (await request.get('/api/products?category=girl&minPrice=3000')).json()) as {
    total: number;
  };
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(12);
  const show = sheet.getByRole('button', { name: `Show ${shown} ${shown === 1 ? 'result' : 'results'}` });
  await expect(show).toBeVisible();
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/category=girl&minPrice=3000&sortBy=price&sortOrder=asc/);
  await expect(shop.resultCount).toHaveText(`Showing 1–${shown} of ${shown} ${shown === 1 ? 'product' : 'products'}`);
  await expect(shop.cards).toHaveCount(shown);
});

test('the focus stays inside the filters sheet', async ({ page }) => {
  await new ShopPage(page).open();
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test("the bag's total and Proceed to checkout stay on screen while scrolling", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const line = (prodId: string, name: string, size: string, color: string) => ({
      productId: 'x',
      prodId,
      name,
      imageId: null,
      price: 1000,
      size,
      color,
      quantity: 1,
    });
    localStorage.setItem(
      'shop.cart',
      JSON.stringify({
        state: {
          lines: [
            line('WMN-AJK-001', 'Indigo Ajrak Kurta / Hand Block-Printed', 'M', 'Indigo'),
            line('WMN-AJK-001', 'Indigo Ajrak Kurta / Hand Block-Printed', 'L', 'Indigo'),
            line('BOY-WST-001', 'Mehndi Green Waistcoat / With Cotton Kurta', 'M', 'Mehndi'),
          ],
        },
        version: 1,
      }),
    );
  });
  await gotoInteractive(page, '/cart');
  const bar = page.getByTestId('checkout-bar');
  const proceed = bar.getByRole('link', { name: 'Proceed to checkout' });
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveCount(1);
  await expect(proceed).toBeInViewport();
  await expect(bar).toContainText(await page.getByTestId('cart-total').innerText());
  await page.getByTestId('cart-line').nth(1).scrollIntoViewIfNeeded();
  await expect(proceed).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1);
  await expectAccessible(page);
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the shop’s headings never skip a level on a phone, where the filters’ headings wait in the sheet', async ({
  page,
}) => {
  await new ShopPage(page).open();
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) =>
      hs
        .filter((h) => h.getClientRects().length > 0 || h.className.includes('sr-only'))
        .map((h) => Number(h.tagName[1])),
    );
  expect(levels[0]).toBe(1);
  levels
    .slice(1)
    .forEach((level, i) => expect(level, `heading ${i + 2} after h${levels[i]}`).toBeLessThanOrEqual(levels[i]! + 1));
});
