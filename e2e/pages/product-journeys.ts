// What the product page journeys share on both widths: the size guide sheet, the mini bag, and boxes that must not meet.
import { expect, type Locator, type Page } from '@playwright/test';

/** SPEC §3's size guide columns, after the size itself. */
export const SIZE_GUIDE_COLUMNS = [
  'Size',
  'Length',
  'Shoulder',
  'Chest',
  'Hips',
  'Armhole',
  'Sleeve length',
  'Sleeve opening',
];

export const sizeGuide = (page: Page) => page.getByRole('dialog', { name: 'Size guide' });

/** Opens the size guide from the size picker and checks its whole table and the centimetres switch. */
export async function checkSizeGuide(page: Page) {
  const opener = page.getByRole('button', { name: 'Size guide' });
  await opener.click();
  const dialog = sizeGuide(page);
  await expect(dialog.getByRole('columnheader')).toHaveText(SIZE_GUIDE_COLUMNS);
  const xs = dialog.getByRole('row', { name: /^XS\b/ });
  // Indigo Ajrak Kurta, XS: length 41, chest 32-34 inches.
  await expect(xs.getByRole('cell').nth(0)).toHaveText('41');
  await expect(xs.getByRole('cell').nth(2)).toHaveText('32-34');
  await expect(dialog.getByText('All measurements in inches.')).toBeVisible();
  await dialog.getByText('Centimetres', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
  await expect(xs.getByRole('cell').nth(0)).toHaveText('104');
  await expect(xs.getByRole('cell').nth(2)).toHaveText('81.5-86.5');
  await expect(dialog.getByText('All measurements in centimetres.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How to measure' })).toBeVisible();
  return { dialog, opener };
}

/** Escape closes the sheet and gives focus back to the button that opened it. */
export async function closeWithEscape(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

export async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const apart =
    one.x + one.width <= two.x ||
    two.x + two.width <= one.x ||
    one.y + one.height <= two.y ||
    two.y + two.height <= one.y;
  expect(apart, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(true);
}
