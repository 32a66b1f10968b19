// Issue 28 item 7 in the browser: a shopper's order the shop confirmed paid offers no Cancel, only the way to ask the
// shop; the admin cancels it with the refund dialog (less than paid, by Easypaisa), the order modal and the dashboard
// show the refund due, the dashboard's link filters the Orders tab to it, Mark refunded clears it, and the shopper's
// own order reads 'Refunded Rs X on {date}'. Screenshots at 1440 and 390 px of each step into .tmp/shots/i28-refunds.
import { expect, test, type Page } from '@playwright/test';
import { formatPkr } from '../domain/money.ts';
import { ORDER_MESSAGES } from '../domain/order-messages.ts';
import { newAccount, registerViaApi, LoginPage } from './pages/account-pages.ts';
import { adminToken, openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { placeSignedInOrder } from './pages/guest-order.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i28-refunds';

/** The shopper's /orders, signed in as them in their own browser. */
async function shopperOrders(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoInteractive(page, '/orders');
}

test('staff cancel a paid order with its refund, see it due on the dashboard and mark it refunded', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const shopper = newAccount('refund');
  const session = await registerViaApi(request, shopper);
  const order = await placeSignedInOrder(request, session.token);
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const paid = await request.put(`/api/orders/${order._id}/payment`, {
    headers: auth,
    data: { paymentStatus: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const refund = order.totalAmount - 500;

  // The shopper: a paid order has no Cancel, only the way to ask the shop.
  const shopperContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopperPage = await shopperContext.newPage();
  await shopperOrders(shopperPage, shopper.email, shopper.password);
  const own = shopperPage.getByTestId('own-order').filter({ hasText: order.trackingId });
  await expect(own.getByTestId('paid-cancel-note')).toHaveText(ORDER_MESSAGES.paidCancelByUs);
  await expect(own.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  await expect(own.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shootWidths(shopperPage, SHOTS, 'shopper-order-paid');

  // The admin cancels it: the status form asks for the refund first.
  await signInAsAdmin(page);
  await openAdminSection(page, 'Orders');
  await page.getByLabel('Search orders').fill(order.trackingId);
  const row = page.getByTestId('order-row').filter({ hasText: order.trackingId });
  await row.getByRole('button', { name: `View order ${order.trackingId}` }).click();
  const modal = page.getByRole('dialog', { name: `Order ${order.trackingId}` });
  await modal.getByRole('combobox', { name: 'Order status' }).selectOption('cancelled');
  await modal.getByRole('button', { name: 'Cancel and refund…' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel paid order ${order.trackingId}?` });
  await expect(dialog).toContainText(`The customer paid ${formatPkr(order.totalAmount)}`);
  await expect(dialog.getByLabel('Refund amount (Rs)')).toHaveValue(String(order.totalAmount));
  await expect(dialog.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  // More than was paid is explained beside the field and not sent.
  await dialog.getByLabel('Refund amount (Rs)').fill(String(order.totalAmount + 1));
  await dialog.getByRole('button', { name: 'Cancel and record refund' }).click();
  await expect(dialog).toContainText(ORDER_MESSAGES.refundAboveAmountPaid(order.totalAmount));
  await dialog.getByLabel('Refund amount (Rs)').fill(String(refund));
  await dialog.getByRole('radio', { name: 'Easypaisa' }).check();
  await dialog.getByLabel('Note (optional, kept with the refund)').fill('Rs 500 kept for the stitching already done');
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'cancel-with-refund-dialog');
  await dialog.getByRole('button', { name: 'Cancel and record refund' }).click();
  await expect(dialog).toBeHidden();

  const refundSection = modal.getByRole('region', { name: 'Refund' });
  await expect(refundSection.getByTestId('refund-line')).toHaveText(ORDER_MESSAGES.refundDueLine(refund, 'easypaisa'));
  await expect(refundSection).toContainText('Rs 500 kept for the stitching already done');
  await expect(modal.getByTestId('order-modal-status')).toContainText('Cancelled');
  await expect(modal.getByRole('list', { name: 'Status history' })).toContainText(ORDER_MESSAGES.refundDueNote(refund));
  await refundSection.scrollIntoViewIfNeeded();
  await shootWidths(page, SHOTS, 'order-modal-refund-due');
  await page.keyboard.press('Escape');

  // The dashboard shows it apart, with the link to the orders whose refund is due.
  await openAdminSection(page, 'Dashboard');
  const alert = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem').filter({ hasText: 'due:' });
  await expect(alert).toContainText(/\d+ refunds? due: Rs [\d,]+/);
  await shootWidths(page, SHOTS, 'dashboard-refunds-due');
  await alert.getByRole('link', { name: 'Review refunds due' }).click();
  await expect(page).toHaveURL(/tab=orders.*refund=due/);
  await expect(page.getByRole('combobox', { name: 'Refund' })).toHaveValue('due');
  await page
    .getByTestId('order-row')
    .filter({ hasText: order.trackingId })
    .getByRole('button', { name: `View order ${order.trackingId}` })
    .click();
  await modal.getByLabel('Transfer reference (optional)').fill('EP-4471902');
  await modal.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(refundSection.getByTestId('refund-line')).toHaveText(
    /^Refunded Rs [\d,]+ on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await expect(refundSection).toContainText('EP-4471902');
  await expect(modal.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await openAdminSection(page, 'Dashboard');
  await expect(page.getByRole('link', { name: 'Review refunds due' })).toHaveCount(0);

  // The shopper's own order reads the refund as sent.
  await shopperPage.reload();
  await expect(own.getByTestId('refund-line')).toHaveText(/^Refunded Rs [\d,]+ on /);
  await expect(own.getByTestId('paid-cancel-note')).toHaveCount(0);
  await expectAccessible(shopperPage);
  await shootWidths(shopperPage, SHOTS, 'shopper-order-refunded');
  await shopperContext.close();
});
