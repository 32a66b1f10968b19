// The product page on a desktop (issue 17): today's two columns with no phone bar, the size guide as a centred dialog,
// the information tab's whole table, the mini bag after adding, and a problem said once beside its control; and the
// gallery's first picture as AVIF at high priority (issue 18).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './pages/page-checks.ts';
import { ProductPage } from './pages/product-page.ts';
import { checkSizeGuide, closeWithEscape, SIZE_GUIDE_COLUMNS } from './pages/product-journeys.ts';

test('keeps the two columns, with no phone bar', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const photos = (await page.getByRole('region', { name: 'Product images' }).boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.x).toBeGreaterThan(photos.x + photos.width);
  expect(heading.y).toBeLessThan(photos.y + 100);
  await expect(page.getByRole('region', { name: 'Buy this piece' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test("the gallery's first picture is the AVIF source, fetched eagerly at high priority", async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const first = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  // Decoded whether it is the AVIF or, the first time a variant is asked for, the WebP standing in for it.
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/files\/media\/[\w-]+\/\d+\.avif$/);
});

test('the size guide is a centred dialog with the whole table and a centimetres switch', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const { dialog, opener } = await checkSizeGuide(page);
  const box = (await dialog.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(2);
  expect(box.y).toBeGreaterThan(0);
  // Wide enough that nothing hides sideways.
  await expect(dialog.getByRole('columnheader', { name: 'Sleeve opening' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await closeWithEscape(page, dialog, opener);
});

test('the Size Guide tab shows every column, not only up to Hips', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await page.getByRole('tab', { name: 'Size Guide' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Size Guide' });
  await expect(panel.getByRole('columnheader')).toHaveText(SIZE_GUIDE_COLUMNS);
  await panel.getByRole('columnheader', { name: 'Sleeve opening' }).scrollIntoViewIfNeeded();
  await expect(panel.getByRole('columnheader', { name: 'Sleeve opening' })).toBeInViewport({ ratio: 1 });
});

test('adding opens the mini bag with the line just added, the subtotal, View bag and Checkout', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await product.choose(product.size('M'));
  await product.choose(product.colour('Ajrak Red'));
  await product.increaseQuantity(1);
  await product.addToCart();
  const bag = product.miniBag;
  const line = bag.getByTestId('mini-bag-line');
  await expect(line).toContainText('Indigo Ajrak Kurta');
  await expect(line).toContainText('Size M · Ajrak Red');
  await expect(line).toContainText('Qty 2');
  await expect(line).toContainText('Rs 12,580');
  await expect(line.getByRole('img')).toBeVisible();
  await expect(bag.getByTestId('mini-bag-subtotal')).toHaveText('Rs 12,580');
  // A drawer on the right.
  const box = (await bag.boundingBox())!;
  expect(box.x + box.width).toBe(1440);
  expect(box.height).toBe(900);
  await expectAccessible(page);

  await product.continueShopping();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  await product.choose(product.size('S'));
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await product.addToCart();
  await expect(line).toContainText('Size S · Ajrak Red');
  await expect(line).toContainText('Qty 1');
  await expect(bag).toContainText('Subtotal (3 items)');
  await expect(bag.getByTestId('mini-bag-subtotal')).toHaveText('Rs 18,870');
  await expect(bag.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
  await bag.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a missing size is said once, under the sizes, not also as a toast', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await product.choose(product.colour('Indigo'));
  await product.addToCart();
  await expect(page.getByRole('alert')).toHaveText('Please select a size');
  await expect(page.getByText('Please select a size')).toHaveCount(1);
  const sizes = (await page.getByRole('radiogroup', { name: 'Size' }).boundingBox())!;
  const message = (await page.getByRole('alert').boundingBox())!;
  expect(message.y - (sizes.y + sizes.height)).toBeLessThan(24);
  await expect(product.miniBag).toBeHidden();
});
