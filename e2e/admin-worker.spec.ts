// A worker's panel is read-only (SPEC §6): they see orders and products but no control that changes anything, the
// editor and phone-order pages send them away, and the server refuses the change even when the call is made by hand.
import { expect, test } from '@playwright/test';
import { createAccountViaApi, newAccount } from './pages/account-pages.ts';
import { openAdminSection, signInAs } from './pages/admin-panel.ts';

test('a worker sees orders and stock but cannot change anything', async ({ page, request }) => {
  const worker = { ...newAccount('worker-ro'), password: 'Loom-Worker-42' };
  await createAccountViaApi(request, {
    name: 'Rani Worker',
    email: worker.email,
    password: worker.password,
    phoneNumber: '+92 345 6789012',
    role: 'worker',
  });

  await signInAs(page, worker.email, worker.password);
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  for (const hidden of ['Dashboard', 'Customers', 'Home Design', 'Users', 'Shop settings', 'Workers', 'Production']) {
    await expect(sections.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  // Orders are shown (the order modal without controls is in admin-orders.spec.ts), but not the way to enter one.
  await openAdminSection(page, 'Orders');
  await expect(page.getByLabel('Search orders')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create order' })).toHaveCount(0);

  // Inventory: products and their stock, no Add/Edit/Delete/Activate/Update stock.
  await openAdminSection(page, 'Inventory');
  const inventory = page.getByRole('region', { name: 'Inventory' });
  await expect(inventory.getByText(/\d+ products?/).first()).toBeVisible();
  for (const action of [/Add product/, /^Edit/, /Delete/, /^Deactivate|^Activate/, /Update stock/]) {
    await expect(inventory.getByRole('button', { name: action })).toHaveCount(0);
    await expect(inventory.getByRole('link', { name: action })).toHaveCount(0);
  }

  // The editor and the phone-order page send a worker away.
  for (const path of ['/admin/create-product', '/admin/create-order']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(path));
  }

  // And the server says no to a change made by hand with the worker's own token.
  const session = (await (
    await request.post('/api/users/login', { data: { email: worker.email, password: worker.password } })
  ).json()) as { token: string };
  const products = (await (await request.get('/api/products?limit=1')).json()) as { products: { _id: string }[] };
  const stock = await request.put(`/api/products/${products.products[0]!._id}/stock/M`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { stock: 99 },
  });
  expect(stock.status()).toBe(403);
});
