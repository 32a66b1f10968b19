// axe-core scans of the storefront and account pages: no serious or critical accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/product/WMN-AJK-001'],
  ['cart (empty)', '/cart'],
  ['sign in', '/login'],
  ['register', '/register'],
  ['forgot password', '/forgot-password'],
  ['staff sign-up', '/admin-signup'],
  ['newsletter unsubscribe', '/unsubscribe?token=not-a-real-token'],
] as const;

for (const [name, path] of PAGES) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('the cart with a line has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'shop.cart',
      JSON.stringify({
        state: {
          lines: [
            {
              productId: 'x',
              prodId: 'WMN-AJK-001',
              name: 'Indigo Ajrak Kurta / Hand Block-Printed',
              imageId: null,
              price: 6290,
              size: 'M',
              color: 'Indigo',
              quantity: 1,
            },
          ],
        },
        version: 1,
      }),
    ),
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});

test('registration with every field in error has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/register');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
});
