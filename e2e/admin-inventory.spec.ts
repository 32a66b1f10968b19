// The Inventory section and the product editor: an admin creates a product with uploaded images and per-size stock,
// the shop shows it, an edit changes its price and tags an image with a colour, deactivating hides it, deleting removes it; the form's SPEC §5
// messages; quick stock edits with the lost-update guard; a worker only looks. Runs in the 'catalog' project, after
// the other journeys, because it changes what the shop lists.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, newAccount, registerViaApi } from './pages/account-pages.ts';
import { openAdminSection, signInAs, signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { ProductPage } from './pages/product-page.ts';
import { ShopPage } from './pages/shop-page.ts';

async function photo(name: string, background: string, format: 'jpeg' | 'png', width = 560, height = 700) {
  const image = sharp({ create: { width, height, channels: 3, background } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function productBySearch(request: APIRequestContext, name: string) {
  const body = (await (await request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as {
    products: { prodId: string; name: string }[];
  };
  return body.products.find((p) => p.name === name);
}

async function openInventory(page: Page, search?: string) {
  await openAdminSection(page, 'Inventory');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?/ })).toBeVisible();
  if (search) {
    await page.getByRole('searchbox', { name: 'Search products' }).fill(search);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ products?/ })).toHaveText('1 product');
  }
}

test('an admin creates a product with three images and per-size stock; the shop follows every change', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Ajrak Kurta ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await openInventory(page);
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/create-product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByLabel('Product name').fill(name);
  await form.getByLabel('Description').fill('Block-printed ajrak on soft cotton, cut long with side slits.');
  await form.getByLabel('Price (PKR)').fill('5200');
  await form.getByLabel('Category').selectOption('women');

  await form
    .locator('input[type="file"]')
    .setInputFiles([
      await photo('front.jpg', '#1d3557', 'jpeg'),
      await photo('back.png', '#8c2f1b', 'png'),
      await photo('detail.jpg', '#a97c3a', 'jpeg'),
    ]);
  const images = form.getByRole('list', { name: 'Product images' }).getByRole('listitem');
  await expect(images).toHaveCount(3);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  // The first uploaded image becomes the featured one; choosing another makes it the only one.
  await expect(form.getByRole('radio', { name: 'Featured image 1' })).toBeChecked();
  await form.getByRole('radio', { name: 'Featured image 2' }).check();
  await expect(form.getByRole('radio', { name: 'Featured image 1' })).not.toBeChecked();
  // Removing the featured one makes the first remaining featured; a fourth upload brings it back to three.
  await form.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(images).toHaveCount(2);
  await expect(form.getByRole('radio', { name: 'Featured image 1' })).toBeChecked();
  await form.locator('input[type="file"]').setInputFiles([await photo('side.jpg', '#2f6b4a', 'jpeg')]);
  await expect(images).toHaveCount(3);
  await expect(form.getByRole('progressbar')).toHaveCount(0);

  await expect(form.getByLabel('Stock for size S')).toBeDisabled();
  await form.getByRole('checkbox', { name: 'S', exact: true }).check();
  await form.getByLabel('Stock for size S').fill('4');
  await form.getByRole('checkbox', { name: 'M', exact: true }).check();
  await form.getByLabel('Stock for size M').fill('12');
  await form.getByRole('checkbox', { name: 'Indigo', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Black', exact: true }).check();
  await form.getByLabel('Chest for size S').fill('34-36');
  await form.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/admin\?tab=inventory$/);
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  const created = await productBySearch(request, name);
  expect(created).toBeDefined();
  const prodId = created!.prodId;

  // The inventory shows it with its stock per size.
  await openInventory(page, name);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: prodId });
  await expect(card.getByText('16', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Stock per size' })).toHaveText(/S4\s*\(low stock\)\s*M12/);

  // The shop lists it and its page tells the stock of each size.
  const shop = new ShopPage(page);
  await shop.open(`?search=${encodeURIComponent(name)}`);
  await expect(shop.cards).toHaveCount(1);
  await expect(shop.cards.first()).toContainText('Rs 5,200');
  const product = new ProductPage(page);
  await product.open(prodId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await product.choose(product.size('S'));
  await expect(page.getByText('Only 4 left in size S')).toBeVisible();
  await product.choose(product.size('M'));
  await expect(page.getByText('In stock in size M')).toBeVisible();

  // Edit: a new price, and the storefront shows it.
  await gotoInteractive(page, '/admin?tab=inventory');
  await openInventory(page, name);
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-product/${prodId}$`));
  const editForm = page.getByRole('form', { name: 'Edit product' });
  await expect(editForm.getByLabel('Product name')).toHaveValue(name);
  await expect(editForm.getByLabel('Stock for size M')).toHaveValue('12');
  await expect(editForm.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(3);
  await editForm.getByLabel('Price (PKR)').fill('6100');
  // Tag the third image Black: its select offers 'All colours' and the product's colours. Dropping Black from the
  // colours sends the tag back to 'All colours' (the picture stays); choosing Black again allows the tag again.
  const thirdColour = editForm.getByRole('combobox', { name: 'Colour of image 3' });
  await expect(thirdColour.getByRole('option')).toHaveText(['All colours', 'Indigo', 'Black']);
  await thirdColour.selectOption('Black');
  await editForm.getByRole('checkbox', { name: 'Black', exact: true }).uncheck();
  await expect(thirdColour).toHaveValue('');
  await expect(thirdColour.getByRole('option')).toHaveText(['All colours', 'Indigo']);
  await editForm.getByRole('checkbox', { name: 'Black', exact: true }).check();
  await thirdColour.selectOption('Black');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=inventory$/);
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await product.open(prodId);
  await expect(page.getByText('Rs 6,100').first()).toBeVisible();
  // Choosing Black brings the Black picture to the front of the gallery.
  const shown = page.getByRole('button', { name: /^Zoom image 1 of 3$/ }).getByRole('img');
  const firstBefore = await shown.getAttribute('src');
  await product.choose(product.colour('Black'));
  await expect(shown).not.toHaveAttribute('src', firstBefore!);
  // The editor opens with the tag as saved.
  await gotoInteractive(page, `/admin/edit-product/${prodId}`);
  await expect(editForm.getByRole('combobox', { name: 'Colour of image 3' })).toHaveValue('Black');
  await expect(editForm.getByRole('combobox', { name: 'Colour of image 1' })).toHaveValue('');

  // Deactivate: the shop no longer lists it.
  await gotoInteractive(page, '/admin?tab=inventory');
  await openInventory(page, name);
  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
  await expect(card.getByText('Inactive')).toBeVisible();
  await shop.open(`?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products found')).toBeVisible();

  // Delete, after the spec's confirmation: nobody ordered it, so it is gone.
  await gotoInteractive(page, '/admin?tab=inventory');
  await openInventory(page, name);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?/ })).toHaveText('0 products');
});

test('the product form says what is missing in the spec’s words and keeps what was typed when saving fails', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await gotoInteractive(page, '/admin/create-product');
  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByRole('alert').first()).toHaveText(
    'Please fill in the following required fields: Product name, Description, Price, Category, Sizes, Colors, Images',
  );
  await expect(form.getByText('Product name is required')).toBeVisible();
  await expect(form.getByText('Product description is required')).toBeVisible();
  await expect(form.getByText('Valid price is required')).toBeVisible();
  await expect(form.getByText('Category is required')).toBeVisible();
  await expect(form.getByText('At least one size is required')).toBeVisible();
  await expect(form.getByText('At least one color is required')).toBeVisible();
  await expect(form.getByText('At least one image is required')).toBeVisible();
  await expect(form.getByLabel('Product name')).toBeFocused();

  // Typing clears a field's message; a price of 0 is still not a price.
  await form.getByLabel('Product name').fill('Phulkari Dupatta');
  await expect(form.getByText('Product name is required')).toHaveCount(0);
  await form.getByLabel('Price (PKR)').fill('0');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Valid price is required')).toBeVisible();

  // Nine images for eight slots are refused before anything is sent.
  const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => photo(`p${i}.png`, '#e8dfd1', 'png', 40, 50)));
  await form.locator('input[type="file"]').setInputFiles(nine);
  await expect(
    form.getByText('Maximum 8 images allowed. You tried to add 9 images but only 8 slots are available.'),
  ).toBeVisible();
  await expect(form.getByRole('list', { name: 'Product images' })).toHaveCount(0);

  // Ten colours at most: the rest cannot be ticked.
  for (const colour of ['Black', 'White', 'Ivory', 'Cream', 'Beige', 'Sand', 'Camel', 'Khaki', 'Taupe', 'Grey'])
    await form.getByRole('checkbox', { name: colour, exact: true }).check();
  await expect(form.getByRole('checkbox', { name: 'Indigo', exact: true })).toBeDisabled();
  await form.getByRole('button', { name: 'Remove colour Grey' }).click();
  await expect(form.getByRole('checkbox', { name: 'Indigo', exact: true })).toBeEnabled();

  // A save the server refuses (an SKU already in use) shows its words and keeps everything typed and uploaded.
  const taken = ((await (await request.get('/api/products')).json()) as { products: { prodId: string }[] }).products[0]!
    .prodId;
  await form.getByLabel('SKU').fill(taken);
  await form.getByLabel('Description').fill('Hand-stitched phulkari on khaddar.');
  await form.getByLabel('Price (PKR)').fill('3900');
  await form.getByLabel('Category').selectOption('girl');
  await form.getByRole('checkbox', { name: 'M', exact: true }).check();
  await form.locator('input[type="file"]').setInputFiles([await photo('dupatta.jpg', '#dcbc80', 'jpeg')]);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByRole('alert').first()).toHaveText(
    `Failed to create product: The SKU ${taken} is already used by another product`,
  );
  await expect(page).toHaveURL(/\/admin\/create-product$/);
  await expect(form.getByLabel('Product name')).toHaveValue('Phulkari Dupatta');
  await expect(form.getByLabel('Stock for size M')).toBeEnabled();
  await expect(form.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(1);
  await expect(form.getByRole('list', { name: 'Chosen colours' }).getByRole('listitem')).toHaveCount(9);
});

test('quick stock edits refuse to overwrite a change made meanwhile, and say so', async ({ page, request }) => {
  const token = await adminToken(request);
  const all = (await (
    await request.get('/api/products/all?stockLevel=in', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    products: { _id: string; prodId: string; name: string; sizes: string[]; sizeStock: Record<string, number> }[];
  };
  const target = all.products.find((p) => !p.name.includes('/'))!;
  const size = target.sizes[0]!;
  const before = target.sizeStock[size]!;
  const setStock = (stock: number) =>
    request.put(`/api/products/${target._id}/stock/${size}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { stock },
    });

  await signInAsAdmin(page);
  await openInventory(page, target.prodId);
  await page.getByRole('button', { name: `Update stock of ${target.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update stock' });
  await expect(dialog.getByLabel(`Stock of size ${size}`)).toHaveValue(String(before));
  // A sale (or another staff member) changes the figure while the dialog is open.
  expect((await setStock(before - 1)).status()).toBe(200);
  await dialog.getByLabel(`Stock of size ${size}`).fill(String(before + 5));
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The stock of size ${size} changed to ${before - 1} while you were editing. Please check it and save again.`,
  );
  // Saving again compares with the fresh figure and goes through.
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog).toHaveCount(0);
  const chips = page.getByRole('list', { name: 'Products' }).getByRole('list', { name: 'Stock per size' });
  await expect(chips).toContainText(`${size}${before + 5}`);
  expect((await setStock(before)).status()).toBe(200);
});

test('a worker sees the inventory without any action and cannot open the product editor', async ({ page, request }) => {
  const account = newAccount('inventory-worker');
  const session = await registerViaApi(request, account);
  const promoted = await request.put(`/api/users/${session._id}/role`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { role: 'worker' },
  });
  expect(promoted.status()).toBe(200);

  await signInAs(page, account.email, account.password);
  await openInventory(page);
  // Eight product cards on the first page (the size chips inside them are lists of their own).
  await expect(page.getByRole('list', { name: 'Products' }).locator(':scope > li')).toHaveCount(8);
  await expect(page.getByText('Every product and its stock per size (view only).')).toBeVisible();
  for (const action of [/^Edit /, /^Deactivate /, /^Activate /, /^Delete /, /^Update stock/])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  // The list view shows the same, read only.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  await gotoInteractive(page, '/admin/create-product');
  await expect(page).toHaveURL(/\/$/);
  await gotoInteractive(page, '/admin/edit-product/ANY-SKU');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});

test('a signed-out visitor opening the editor signs in first and comes back; an unknown SKU says so', async ({
  page,
}) => {
  await gotoInteractive(page, '/admin/create-product');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  // Admins land on /admin after signing in (SPEC §4); the editor is one click away.
  await expect(page).toHaveURL(/\/admin/);
  await gotoInteractive(page, '/admin/edit-product/NO-SUCH-SKU');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to admin' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=inventory$/);
});

test('the inventory (grid and list) and the product editor have no serious or critical accessibility violations', async ({
  page,
}) => {
  // Three full scans of long pages.
  test.slow();
  const serious = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  await signInAsAdmin(page);
  await openInventory(page);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await serious()).toEqual([]);
  // A demo product no journey deletes (the first in the list may be one another journey is deleting meanwhile).
  await gotoInteractive(page, '/admin/edit-product/WMN-BLK-005');
  await expect(page.getByRole('form', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Embroidery' })).toBeVisible();
  await page.getByRole('form', { name: 'Edit product' }).getByLabel('Product name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  expect(await serious()).toEqual([]);
});
