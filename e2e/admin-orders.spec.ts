// The admin Orders tab (issue 5): a guest's order placed through checkout is found by the admin, who opens it, reads
// the payment screenshot beside the amount expected (and the one the shopper replaced), gives the shopper a day more to
// pay (issue 11), marks it paid once the amount is confirmed, and ships it with TCS, the tracking asked for in the same
// step (issue 17); the shopper's tracking page then shows the courier and links to TCS. At 390 px the list is cards
// with no sideways scroll; a worker sees the order without any control.
// Serial: the later checks look at the order the first one places.
import { expect, test, type Page } from '@playwright/test';
import { COURIER_MESSAGES } from '../domain/couriers.ts';
import { createAccountViaApi, E2E_ADMIN, newAccount } from './pages/account-pages.ts';
import { adminToken, openAdminSection, signInAs, signInAsAdmin } from './pages/admin-panel.ts';
import { addToBag, CheckoutPage, ConfirmationPage, screenshotFile, TrackOrderPage } from './pages/checkout-page.ts';
import { expectAccessible } from './pages/page-checks.ts';

test.describe.configure({ mode: 'serial' });

/** The artisan who packs the journey's order. */
const PACKER = 'Parveen Packer';

let trackingId = '';
const guestEmail = `orders-tab-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.hunar.pk`;

/** Finds the order through the tab's search box, as staff would from a WhatsApp message. */
async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search orders').fill(text);
  // The search reaches the address after the debounce, and the list follows it.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

test('the admin confirms a guest order paid, ships it with TCS, and the shopper tracks it to the courier', async ({
  page,
  request,
}) => {
  // Checkout, the admin's whole round and tracking in one journey.
  test.slow();
  // The workshop's packer, who the order will be assigned to (issue 30).
  const added = await request.post('/api/workshop/artisans', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name: PACKER, phone: '0300 1234567', skills: ['finishing'], payType: 'monthly' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await addToBag(page, 'WMN-BLK-005', 'M', 'Mustard');
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.continueToPayment();
  await checkout.fillShipping({
    firstName: 'Zara',
    lastName: 'Orders Tab',
    email: guestEmail,
    phoneNumber: '0300 7654321',
    address: '14 Mall Road',
    city: 'Lahore',
    postalCode: '54000',
  });
  await checkout.uploadScreenshot();
  await checkout.continueToReview();
  await checkout.placeOrderButton.click();
  trackingId = await new ConfirmationPage(page).expectLoaded();
  // The shopper is told by when to pay, and what happens otherwise.
  await expect(page.getByTestId('pay-by')).toHaveText(
    /^Please pay by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m PKT; unpaid orders are cancelled after 72 hours\.$/,
  );
  // The shopper sends a better screenshot from the same browser: staff will see both (issue 11).
  await page.getByLabel('Replace your payment screenshot').setInputFiles(screenshotFile('clearer-transfer.png'));
  await expect(page.getByText('Screenshot uploaded successfully!')).toBeVisible();

  await signInAsAdmin(page);
  await openAdminSection(page, 'Orders');
  await expect(page).toHaveURL(/tab=orders/);
  // Pending orders only: the new one is among them.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
  await searchFor(page, guestEmail);
  await expect(page).toHaveURL(/status=pending/);
  const row = page.getByTestId('order-row').filter({ hasText: trackingId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zara Orders Tab');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Payment pending');
  await expect(row).toContainText('Rs 8,850');
  // The search has narrowed the list to the one order (its email is the journey's own); the phone cards stay hidden.
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toBeHidden();

  await row.getByRole('button', { name: `View order ${trackingId}` }).click();
  const modal = page.getByRole('dialog', { name: `Order ${trackingId}` });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Guest checkout');
  await expect(modal).toContainText(guestEmail);
  await expect(modal).toContainText('0300 7654321');
  await expect(modal).toContainText('14 Mall Road');
  await expect(modal).toContainText('Bank Transfer');
  await expect(modal.getByTestId('order-total')).toHaveText('Rs 8,850');
  await expect(modal.getByRole('list', { name: 'Status history' })).toContainText('Pending');
  await expect(modal.getByRole('list', { name: 'Status history' })).toContainText(
    'shopper replaced the payment screenshot',
  );
  await expect(modal.getByText('Replaced', { exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'View replaced screenshot' })).toBeVisible();
  await expectAccessible(page);

  // The screenshot opens over the order, and really loads.
  await modal.getByRole('button', { name: 'View payment screenshot' }).click();
  const viewer = page.getByRole('dialog', { name: 'Payment screenshot' });
  const image = viewer.getByRole('img', { name: 'Customer payment screenshot' });
  await expect(image).toBeVisible();
  const expected = viewer.getByRole('complementary', { name: 'Amount expected' });
  await expect(expected.getByTestId('expected-amount')).toHaveText('Rs 8,850');
  await expect(expected).toContainText('Order total');
  await expectAccessible(page);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Full size' }).click();
  await expect(viewer.getByRole('button', { name: 'Fit to screen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(modal).toBeVisible();

  // The shopper asked on WhatsApp for a day more: the deadline moves, and the history says who gave it.
  const deadline = modal.getByTestId('payment-deadline');
  await expect(deadline).toContainText('(72 hours after placing)');
  await modal.getByRole('combobox', { name: 'More time to pay' }).selectOption({ label: '+24 hours' });
  await modal.getByRole('button', { name: 'Extend deadline' }).click();
  await expect(modal.getByText(new RegExp(`^Order ${trackingId} now has until .+ PKT to be paid\\.$`))).toBeVisible();
  await expect(deadline).toContainText('(96 hours after placing)');
  const extension = modal.getByRole('list', { name: 'Status history' }).getByRole('listitem').first();
  await expect(extension).toContainText(/payment deadline extended to .+ PKT/);
  await expect(extension).toContainText(E2E_ADMIN.name);

  // Payment checked against the screenshot: paid; nothing waits on a deadline any more.
  await modal.getByRole('combobox', { name: 'Payment status' }).selectOption('paid');
  await modal.getByRole('button', { name: 'Save payment' }).click();
  const check = page.getByRole('alertdialog', { name: 'Amount received matches Rs 8,850?' });
  await expect(check).toContainText('Check that the transfer shows Rs 8,850, the order total');
  await expectAccessible(page);
  await check.getByRole('button', { name: 'Yes, Rs 8,850 received' }).click();
  await expect(check).toBeHidden();
  await expect(modal.getByText(`Payment of order ${trackingId} is now Paid.`)).toBeVisible();
  await expect(deadline).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Extend deadline' })).toHaveCount(0);

  // Shipped asks for the tracking in the same step: nothing chosen is refused with the schema's words, and a
  // malformed consignment number is explained before anything is sent.
  await modal.getByRole('combobox', { name: 'Order status' }).selectOption('shipped');
  const trackingStep = modal.getByRole('group', { name: 'Tracking for the customer' });
  await expect(trackingStep.getByRole('checkbox', { name: /No tracking number/ })).not.toBeChecked();
  await modal.getByRole('button', { name: 'Update status' }).click();
  await expect(modal.getByText(COURIER_MESSAGES.trackingRequired)).toBeVisible();
  await modal.getByRole('combobox', { name: 'Courier' }).selectOption('TCS');
  const consignment = modal.getByRole('textbox', { name: 'Consignment number' });
  await consignment.fill('#1');
  await modal.getByRole('button', { name: 'Update status' }).click();
  await expect(modal.getByText(COURIER_MESSAGES.consignmentInvalid)).toBeVisible();
  await expect(consignment).toHaveAttribute('aria-invalid', 'true');
  await consignment.fill('77312 04551');
  await modal.getByRole('textbox', { name: /Message to the customer/ }).fill('Your order is on its way with TCS.');
  await modal.getByRole('button', { name: 'Update status' }).click();
  await expect(modal.getByText(`Order ${trackingId} is now Shipped. The customer will be emailed.`)).toBeVisible();
  await expect(modal.getByTestId('order-modal-status')).toHaveText('Shipped');
  await expect(modal.getByTestId('shipment')).toContainText('Shipped with TCS');
  await expect(modal.getByTestId('shipment')).toContainText('77312 04551');
  const latest = modal.getByRole('list', { name: 'Status history' }).getByRole('listitem').first();
  await expect(latest).toContainText('Shipped');
  await expect(latest).toContainText(E2E_ADMIN.name);
  await expect(latest).toContainText('Your order is on its way with TCS.');

  // Who packs it: an artisan of the workshop (issue 30).
  await modal.getByRole('combobox', { name: 'Assigned worker' }).selectOption({ label: PACKER });
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal.getByText(`Order ${trackingId} is assigned to ${PACKER}.`)).toBeVisible();

  // The list behind was loaded again: the order has left the Pending filter.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('shipped');
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(`With ${PACKER}`);

  // The shopper, holding only the tracking ID (signed out), sees it shipped with TCS and the link to TCS's own page.
  await page.evaluate(() => localStorage.clear());
  const tracking = new TrackOrderPage(page);
  await tracking.open(trackingId);
  await expect(tracking.status).toHaveText('Shipped');
  await expect(page.getByTestId('order-view')).not.toContainText(guestEmail);
  const shipment = page.getByTestId('shipment');
  await expect(shipment).toContainText('Shipped with TCS');
  await expect(shipment).toContainText('77312 04551');
  const courierLink = shipment.getByRole('link', { name: /Track with TCS/ });
  await expect(courierLink).toHaveAttribute('href', 'https://www.tcsexpress.com/track/77312%2004551');
  await expect(courierLink).toHaveAttribute('target', '_blank');
  await expect(courierLink).toHaveAttribute('rel', /\bnoopener\b/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders list is cards, the order opens, and nothing scrolls sideways', async ({ page }) => {
    expect(trackingId, 'the order placed by the journey above').not.toBe('');
    await signInAsAdmin(page);
    await openAdminSection(page, 'Orders');
    await searchFor(page, guestEmail);
    const card = page.getByTestId('order-card').filter({ hasText: trackingId });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole('button').click();
    const modal = page.getByRole('dialog', { name: `Order ${trackingId}` });
    await expect(modal.getByRole('button', { name: 'Update status' })).toBeVisible();
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('a worker sees the order but no control to change it', async ({ page, request }) => {
  expect(trackingId, 'the order placed by the journey above').not.toBe('');
  const account = newAccount('orders-worker');
  await createAccountViaApi(request, { ...account, role: 'worker' });

  await signInAs(page, account.email, account.password);
  await openAdminSection(page, 'Orders');
  await expect(page.getByRole('link', { name: 'Create order' })).toHaveCount(0);
  await searchFor(page, guestEmail);
  await page.getByRole('button', { name: `View order ${trackingId}` }).click();
  const modal = page.getByRole('dialog', { name: `Order ${trackingId}` });
  await expect(modal.getByTestId('shipment')).toContainText('TCS');
  await expect(modal.getByRole('button', { name: 'View payment screenshot' })).toBeVisible();
  await expect(modal.locator('dt', { hasText: 'Assigned worker' }).locator('xpath=following-sibling::dd')).toHaveText(
    PACKER,
  );
  await expect(modal.getByRole('combobox')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: /Update status|Save payment|^Save$/ })).toHaveCount(0);
});
