// The product page on a 390 x 844 phone (issue 17): name, price and photo in the first screen, the buy bar that stays
// at the foot while scrolling and keeps clear of the chat buttons, the size guide as a bottom sheet, and the mini bag.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './pages/page-checks.ts';
import { ProductPage } from './pages/product-page.ts';
import { checkSizeGuide, closeWithEscape, expectApart } from './pages/product-journeys.ts';

const SCREEN_HEIGHT = 844;
const BAR_HEIGHT = 72;

const buyBar = (page: Page) => page.getByRole('region', { name: 'Buy this piece' });

test('the first screen holds the name, price and first photo, above the buy bar', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const price = (await page.getByTestId('product-heading').getByText('Rs 6,290').boundingBox())!;
  const photo = (await page.getByRole('region', { name: 'Product images' }).getByRole('img').first().boundingBox())!;
  const barTop = SCREEN_HEIGHT - BAR_HEIGHT;
  expect(heading.y).toBeGreaterThanOrEqual(0);
  expect(heading.y + heading.height).toBeLessThanOrEqual(barTop);
  expect(price.y + price.height).toBeLessThanOrEqual(barTop);
  // Most of the photo shows, not a sliver at the bottom.
  expect(photo.y).toBeLessThan(barTop - 0.8 * photo.height);
  expect((await buyBar(page).boundingBox())!.y).toBe(barTop);
});

test('the buy bar says why it waits, stays while scrolling, keeps clear of the chat buttons, and adds', async ({
  page,
}) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const bar = buyBar(page);
  const add = bar.getByRole('button', { name: 'Add to Cart' });
  await expect(bar).toContainText('Rs 6,290');
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Choose a size');

  await page.getByRole('tab', { name: 'Returns & Exchanges' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  expect((await bar.boundingBox())!.y).toBe(SCREEN_HEIGHT - BAR_HEIGHT);
  await expectApart(bar, page.getByRole('button', { name: 'Ask the shop assistant' }));
  await expectApart(bar, page.getByRole('link', { name: 'Chat on WhatsApp' }));

  // The reason takes the shopper to the sizes.
  await bar.getByRole('button', { name: 'Choose a size' }).tap();
  await expect(product.size('XS')).toBeFocused();
  await expect(product.size('XS').locator('xpath=ancestor::label[1]')).toBeInViewport();
  await product.choose(product.size('M'));
  await expect(add).toBeEnabled();
  await expect(bar).toContainText('Size M');
  await product.choose(product.colour('Ajrak Red'));
  await add.tap();
  await expect(product.miniBag).toBeVisible();
});

test('a missing colour is said once, beside the colours, and brought into view', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await product.choose(product.size('S'));
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await buyBar(page).getByRole('button', { name: 'Add to Cart' }).tap();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Please select a color');
  await expect(alert).toBeInViewport();
  await expect(page.getByText('Please select a color')).toHaveCount(1);
  // Both boxes are read in one step: the page may still be scrolling the colours into view.
  const colours = page.getByRole('group', { name: /Colour/ });
  const gap = await alert.evaluate(
    (message, group) => {
      return message.getBoundingClientRect().top - group!.getBoundingClientRect().bottom;
    },
    await colours.elementHandle(),
  );
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(24);
  await expect(product.bagBadge).toHaveAccessibleName('Shopping bag, 0 items');
});

test('the size guide is a bottom sheet: every column, sideways scroll with the size fixed, centimetres', async ({
  page,
}) => {
  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  const { dialog, opener } = await checkSizeGuide(page);
  const sheet = (await dialog.boundingBox())!;
  expect(sheet.y + sheet.height).toBe(SCREEN_HEIGHT);
  expect(sheet.width).toBe(390);

  const table = dialog.getByRole('region', { name: 'Size guide measurements' });
  const sizeHeader = dialog.getByRole('columnheader', { name: 'Size', exact: true });
  const before = (await sizeHeader.boundingBox())!;
  await expect(dialog.getByRole('columnheader', { name: 'Sleeve opening' })).not.toBeInViewport();
  await table.evaluate((region) => region.scrollBy({ left: 1000 }));
  await expect(dialog.getByRole('columnheader', { name: 'Sleeve opening' })).toBeInViewport();
  expect((await sizeHeader.boundingBox())!.x).toBe(before.x);
  await expectAccessible(page);
  await closeWithEscape(page, dialog, opener);
});

test('the mini bag shows the line just added, the subtotal and the ways on', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('BOY-WST-001');
  await product.choose(product.size('M'));
  await product.choose(product.colour('Mehndi'));
  await product.increaseQuantity(1);
  await buyBar(page).getByRole('button', { name: 'Add to Cart' }).tap();
  const bag = product.miniBag;
  const line = bag.getByTestId('mini-bag-line');
  await expect(line).toContainText('Size M · Mehndi');
  await expect(line).toContainText('Qty 2');
  await expect(bag.getByTestId('mini-bag-subtotal')).toHaveText('Rs 12,900');
  await expect(bag.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  const box = (await bag.boundingBox())!;
  expect(box.y + box.height).toBe(SCREEN_HEIGHT);
  await expectAccessible(page);
  await bag.getByRole('link', { name: 'View bag' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
