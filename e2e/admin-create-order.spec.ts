// /admin/create-order (issue 5): an admin enters an order taken by phone, which is placed through the same service and
// stock rules as checkout (the tracking ID answers it, the size's stock goes down by the quantity); a refusal shows
// the server's reason for the line and keeps what was typed; a customer is sent away from the page. Issue 17: a name
// and a Pakistani phone are needed, the email is not, and the success screen copies the tracking link and sends it on
// WhatsApp.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatPkr } from '../domain/money.ts';
import { ORDER_MESSAGES } from '../domain/order-messages.ts';
import { PREORDER_MESSAGES } from '../domain/preorder-messages.ts';
import { E2E_ADMIN, LoginPage, newAccount, registerViaApi } from './pages/account-pages.ts';
import { signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';
import { TRACKING_ID_PATTERN } from '../domain/references.ts';

/** A demo piece no other journey counts on, with plenty of stock in S and M. */
const PRODUCT = { prodId: 'BOY-KRT-005', color: 'Navy Blue' };

interface ProductAnswer {
  _id: string;
  name: string;
  price: number;
  sizeStock: Record<string, number>;
}

async function productNow(request: APIRequestContext): Promise<ProductAnswer> {
  const answer = await request.get(`/api/products/prod/${PRODUCT.prodId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ProductAnswer;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function openCreateOrder(page: Page): Promise<Locator> {
  await signInAsAdmin(page);
  await gotoInteractive(page, '/admin/create-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an order' })).toBeVisible();
  return page.getByRole('form', { name: 'Create an order' });
}

async function fillCustomer(form: Locator, email: string) {
  const customer = form.getByRole('region', { name: 'Customer' });
  await customer.getByLabel('First name').fill('Rukhsana');
  await customer.getByLabel('Last name').fill('Baloch');
  await customer.getByLabel('Email (optional)').fill(email);
  await customer.getByLabel('Phone number').fill('0321 4567890');
  const address = form.getByRole('region', { name: 'Delivery address' });
  await address.getByLabel('Address', { exact: true }).fill('House 7, Street 2, Satellite Town');
  await address.getByLabel('City').fill('Quetta');
  await address.getByLabel('Postal code').fill('87300');
  // DECISIONS D1: Pakistan unless staff choose otherwise, as at checkout.
  await expect(address.getByLabel('Country')).toHaveValue('Pakistan');
}

/** Staff tap the visible chip: the label that holds the (visually hidden) radio. */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Finds the product by its SKU and adds `quantity` of one size in Navy Blue. */
async function addLine(form: Locator, size: string, quantity: number) {
  const products = form.getByRole('region', { name: 'Products' });
  await products.getByLabel('Find a product').fill(PRODUCT.prodId);
  await products.getByRole('button', { name: new RegExp(`^Choose .*\\(${PRODUCT.prodId}\\)$`) }).click();
  await choose(
    products.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}: \\d+ left$`) }),
  );
  await choose(products.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: PRODUCT.color }));
  for (let n = 1; n < quantity; n++) await products.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(products.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText(String(quantity));
  await products.getByRole('button', { name: 'Add to order' }).click();
  await expect(products.getByRole('status').filter({ hasText: 'Added' })).toContainText(`Added ${quantity} ×`);
}

test('an admin enters a phone order: it is placed with a tracking ID, shows on tracking, and takes the stock', async ({
  page,
  request,
}) => {
  test.slow();
  const before = await productNow(request);
  const email = `phone-order-${Date.now()}@e2e.hunar.pk`;
  const form = await openCreateOrder(page);

  await fillCustomer(form, email);
  await addLine(form, 'S', 1);

  // The summary's stepper changes the line's quantity: 1, up to 3, back to 2.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const line = summary.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  const piece = `${before.name.replaceAll('/', ' ')}, size S, ${PRODUCT.color}`;
  await line.getByRole('button', { name: `Increase quantity of ${piece}` }).click();
  await line.getByRole('button', { name: `Increase quantity of ${piece}` }).click();
  await expect(line.getByRole('status', { name: `Quantity of ${piece}` })).toHaveText('3');
  await expect(summary.getByTestId('order-total')).toHaveText(formatPkr(before.price * 3 + 400));
  await line.getByRole('button', { name: `Decrease quantity of ${piece}` }).click();

  // The line, its price and the total with delivery, as the server's quote computes them (Pakistan: Rs 400).
  await expect(line.getByRole('status', { name: `Quantity of ${piece}` })).toHaveText('2');
  await expect(line).toContainText(`Size S · ${PRODUCT.color} · ${formatPkr(before.price)} each`);
  await expect(line).toContainText(formatPkr(before.price * 2));
  await expect(summary.getByTestId('order-total')).toHaveText(formatPkr(before.price * 2 + 400));

  const payment = form.getByRole('region', { name: 'Payment' });
  await payment.getByText('Easypaisa Transfer').click();
  await expect(payment.getByLabel('Payment status')).toHaveValue('pending');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeFocused();
  const trackingId = (await page.getByTestId('placed-tracking-id').innerText()).trim();
  expect(trackingId).toMatch(TRACKING_ID_PATTERN);
  await expect(page.getByRole('link', { name: 'Open in Orders' })).toHaveAttribute('href', '/admin?tab=orders');

  // The order as staff see it through the API: the customer as typed, the line, the payment, and who entered it.
  const token = await adminToken(request);
  const tracked = await request.get(`/api/orders/track/${trackingId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(tracked.status(), await tracked.text()).toBe(200);
  const order = (await tracked.json()) as {
    status: string;
    contact: { name: string; email: string; phoneNumber: string };
    shippingAddress: { city: string; country: string };
    items: { prodId: string; size: string; color: string; quantity: number; price: number }[];
    paymentDetails: { method: string; status: string };
    totalAmount: number;
    statusHistory: { note: string | null }[];
  };
  expect(order).toMatchObject({
    status: 'pending',
    contact: { name: 'Rukhsana Baloch', email, phoneNumber: '0321 4567890' },
    shippingAddress: { city: 'Quetta', country: 'Pakistan' },
    items: [{ prodId: PRODUCT.prodId, size: 'S', color: PRODUCT.color, quantity: 2, price: before.price }],
    paymentDetails: { method: 'easypaisa', status: 'pending' },
    totalAmount: before.price * 2 + 400,
  });
  expect(order.statusHistory[0]?.note).toBe(ORDER_MESSAGES.staffEntered);

  // The same stock rules as checkout: size S went down by exactly the quantity ordered.
  expect((await productNow(request)).sizeStock.S).toBe(before.sizeStock.S! - 2);

  // The next order starts on an empty form.
  await page.getByRole('button', { name: 'Enter another order' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByRole('complementary', { name: 'Order summary' })).toContainText('No items yet');
});

test('an order taken without an email needs a name and a Pakistani phone; its tracking link is copied and sent on WhatsApp', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const form = await openCreateOrder(page);
  await fillCustomer(form, '');
  const customer = form.getByRole('region', { name: 'Customer' });
  await customer.getByLabel('First name').fill('');
  await customer.getByLabel('Phone number').fill('+44 20 7946 0958');
  await addLine(form, 'M', 1);

  // Refused in the browser with the checkout's words: the name, and a phone WhatsApp can reach in Pakistan.
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(customer.getByText('First name is required')).toBeVisible();
  await expect(customer.getByText(PREORDER_MESSAGES.invalidPhone)).toBeVisible();
  await customer.getByLabel('First name').fill('Rukhsana');
  await customer.getByLabel('Phone number').fill('0321 4567890');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeFocused();
  await expect(page.getByText('Rukhsana Baloch gave no email, so nothing is emailed')).toBeVisible();
  const trackingId = (await page.getByTestId('placed-tracking-id').innerText()).trim();
  const trackingUrl = `${baseURL}/track-order?id=${trackingId}`;

  await page.getByRole('button', { name: `Copy tracking link for ${trackingId}` }).click();
  await expect(page.getByRole('button', { name: `Copy tracking link for ${trackingId}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingUrl);

  const whatsapp = new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/923214567890');
  expect(whatsapp.searchParams.get('text')).toContain(`Your order ID is ${trackingId}.`);
  expect(whatsapp.searchParams.get('text')).toContain(trackingUrl);
  await expectAccessible(page);
});

test('a refused order shows the server’s reason for the sold-out line and keeps everything typed', async ({
  page,
  request,
}) => {
  test.slow();
  const form = await openCreateOrder(page);
  await fillCustomer(form, `refused-${Date.now()}@e2e.hunar.pk`);
  const { sizeStock, name } = await productNow(request);
  const inStock = sizeStock.M!;
  expect(inStock).toBeGreaterThan(0);
  const wanted = Math.min(3, inStock);
  await addLine(form, 'M', wanted);

  // Meanwhile the pieces sell elsewhere (other staff orders, at most 10 a line), leaving one fewer than this order asks for.
  const token = await adminToken(request);
  const soldElsewhere: string[] = [];
  for (let toTake = inStock - wanted + 1; toTake > 0; toTake -= 10) {
    const elsewhere = await request.post('/api/orders/staff', {
      headers: {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      },
      data: {
        customer: {
          name: 'Walk-in Customer',
          email: `walk-in-${Date.now()}@e2e.hunar.pk`,
          phoneNumber: '0300 0000000',
        },
        shippingAddress: { street: 'Shop counter', city: 'Lahore', zipCode: '54000', country: 'Pakistan' },
        items: [{ prodId: PRODUCT.prodId, size: 'M', color: PRODUCT.color, quantity: Math.min(10, toTake) }],
        paymentMethod: 'bank',
      },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(201);
    soldElsewhere.push(((await elsewhere.json()) as { _id: string })._id);
  }

  await form.getByRole('button', { name: 'Place order' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('alert')).toHaveText(
    ORDER_MESSAGES.outOfStock(name.replaceAll('/', ' '), 'M', wanted - 1),
  );
  await expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await expect(form.getByLabel('First name')).toHaveValue('Rukhsana');
  await expect(form.getByLabel('City')).toHaveValue('Quetta');
  const line = summary.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
  const piece = `${name.replaceAll('/', ' ')}, size M, ${PRODUCT.color}`;
  await expect(line.getByRole('status', { name: `Quantity of ${piece}` })).toHaveText(String(wanted));
  // The line cannot grow past what the server said is left.
  await expect(line.getByRole('button', { name: `Increase quantity of ${piece}` })).toBeDisabled();

  // Removing the line, the picker offers what the server said is left, no more.
  await summary.getByRole('button', { name: `Remove ${name.replaceAll('/', ' ')}, size M, ${PRODUCT.color}` }).click();
  const sizeM = form.getByRole('region', { name: 'Products' }).getByRole('radio', { name: /^M:/ });
  if (wanted > 1) await expect(sizeM).toHaveAccessibleName(`M: ${wanted - 1} left`);
  else await expect(sizeM).toHaveCount(0);

  // Tidy up: cancelling the other orders returns their stock (once), so the demo shop's figures stay as they were.
  for (const id of soldElsewhere) {
    const cancelled = await request.put(`/api/orders/${id}/cancel`, { headers: { Authorization: `Bearer ${token}` } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  expect((await productNow(request)).sizeStock.M).toBe(inStock);
});

test('a customer who opens /admin/create-order is sent away', async ({ page, request }) => {
  const account = newAccount('create-order');
  await registerViaApi(request, account);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account.email, account.password);
  await expect(page).not.toHaveURL(/\/login$/);

  await gotoInteractive(page, '/admin/create-order');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: 'Create an order' })).toHaveCount(0);
});
