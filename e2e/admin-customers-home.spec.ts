// Admin Customers and Home Design tabs (issue 5): a registered shopper with an order shows up with their figures, the
// filters sort them, the detail modal lists their orders and the admin deactivates and reactivates them; a new hero
// slide with an uploaded picture appears on / and leaves it when deactivated.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatPkr } from '../domain/money.ts';
import { newAccount, registerViaApi } from './pages/account-pages.ts';
import { openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { uploadPaymentScreenshot } from './pages/guest-order.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';

const PRODUCT = { prodId: 'WMN-BLK-005', size: 'M', color: 'Mustard' };

/** Places a bank-transfer order as a signed-in shopper through the API, as checkout does: upload, then POST /orders. */
async function placeOrderAs(
  request: APIRequestContext,
  token: string,
): Promise<{ trackingId: string; totalAmount: number }> {
  const auth = { Authorization: `Bearer ${token}` };
  const product = await request.get(`/api/products/prod/${PRODUCT.prodId}`);
  expect(product.status(), await product.text()).toBe(200);
  const { price } = (await product.json()) as { price: number };

  const fileUrl = await uploadPaymentScreenshot(request, auth);

  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` },
    data: {
      items: [{ ...PRODUCT, quantity: 1, price }],
      shippingAddress: {
        street: '14 Mall Road',
        city: 'Lahore',
        state: 'Lahore',
        zipCode: '54000',
        country: 'Pakistan',
      },
      paymentDetails: { method: 'bank', screenshot: fileUrl },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { trackingId: string; totalAmount: number };
}

/** axe-core: no serious or critical violations on what is on screen now. */

async function showOnly(page: Page, filter: 'All' | 'Active' | 'Inactive' | 'High value') {
  const button = page.getByRole('group', { name: 'Show customers' }).getByRole('button', { name: filter, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a registered customer with an order appears in Customers, filters sort them, the modal lists the order, and the admin deactivates and reactivates them', async ({
  page,
  request,
}) => {
  test.slow();
  const account = newAccount('customers-tab');
  const session = await registerViaApi(request, account);
  const order = await placeOrderAs(request, session.token);

  await signInAsAdmin(page);
  await openAdminSection(page, 'Customers');
  await expect(page.getByRole('list', { name: 'Customer figures' })).toContainText('Total customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ customers?$/ })).toHaveText('1 customer');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Active');
  await expect(row.getByRole('cell').nth(3)).toContainText('1 order');
  await expect(row.getByRole('cell').nth(3)).toContainText(formatPkr(order.totalAmount));
  await expectAccessible(page);

  // One order is far from high value (more than 10); an active account is not among the inactive ones.
  await showOnly(page, 'High value');
  await expect(page.getByText('No customers match.')).toBeVisible();
  await showOnly(page, 'Inactive');
  await expect(page.getByText('No customers match.')).toBeVisible();
  await showOnly(page, 'Active');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `View ${account.name}` }).click();
  const modal = page.getByRole('dialog', { name: account.name });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(account.email);
  const lastOrders = modal.getByRole('list', { name: 'Last orders' });
  await expect(lastOrders.getByRole('listitem')).toHaveCount(1);
  await expect(lastOrders.getByRole('listitem').first()).toContainText(order.trackingId);
  await expect(lastOrders.getByRole('listitem').first()).toContainText('Pending');
  await expect(lastOrders.getByRole('listitem').first()).toContainText(formatPkr(order.totalAmount));
  await expectAccessible(page);

  // Deactivated from the modal: the Active list no longer holds them, the Inactive one does, and they cannot sign in.
  await modal.getByRole('button', { name: `Deactivate ${account.name}` }).click();
  await expect(modal.getByRole('button', { name: `Activate ${account.name}` })).toBeVisible();
  await expect(modal.getByText('Inactive', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByText('No customers match.')).toBeVisible();
  const login = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(403);

  await showOnly(page, 'Inactive');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Inactive');
  await row.getByRole('button', { name: `Activate ${account.name}` }).click();
  await expect(page.getByText('No customers match.')).toBeVisible();
  await showOnly(page, 'All');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Active');
  const again = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
  expect(again.status()).toBe(200);
});

test('the admin adds a hero slide with an uploaded picture, / shows it, and deactivating it takes it off /', async ({
  page,
}) => {
  test.slow();
  const title = `Winter Loom ${Date.now().toString(36)}`;
  const picture = await sharp({ create: { width: 1920, height: 500, channels: 3, background: '#7a3b2e' } })
    .png()
    .toBuffer();

  await signInAsAdmin(page);
  await openAdminSection(page, 'Home Design');
  await page.getByRole('button', { name: 'Add image' }).click();
  const form = page.getByRole('dialog', { name: 'Add image' });

  // Nothing chosen yet: the spec's required messages.
  await form.getByRole('button', { name: 'Add image' }).click();
  await expect(form.getByText('Image type is required')).toBeVisible();
  await expect(form.getByText('Image is required')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Type').selectOption('h1');
  await expect(form.getByText('Recommended 1920 × 500 (slider)')).toBeVisible();
  await form
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'winter-loom.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByText('Ready to save')).toBeVisible();
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await expect(form.getByRole('textbox', { name: /^Button text/ })).toHaveValue('Shop Now');
  await expect(form.getByLabel('Link')).toHaveValue('/shop');
  await form.getByRole('button', { name: 'Add image' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Image added. The home page shows it on its next page load.')).toBeVisible();

  const card = page.getByRole('list', { name: 'Home images' }).getByRole('listitem', { name: title });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Hero slide 1 (h1)');
  await expectAccessible(page);

  const home = await page.context().newPage();
  await gotoInteractive(home, '/');
  await expect(home.locator('[aria-roledescription="slide"]').filter({ hasText: title })).toHaveCount(1);

  await card.getByRole('button', { name: `Deactivate ${title}` }).click();
  await expect(card.getByRole('button', { name: `Activate ${title}` })).toBeVisible();
  await expect(card).toContainText('Inactive');
  await gotoInteractive(home, '/');
  await expect(home.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  await expect(home.locator('[aria-roledescription="slide"]').filter({ hasText: title })).toHaveCount(0);

  // Delete asks first; the image then leaves the list.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
  await expect(confirm).toContainText('Are you sure you want to delete this image?');
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
});
