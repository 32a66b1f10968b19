// The admin's Messages section (issue 14): a guest's order confirmation is in the email log with its status and is
// re-sent from there, the admin sends a test email (mail written as files in e2e: accepted) and writes to the customer,
// who receives it; a coordinator sees the log and the mail server but not the test form. The order modal's email
// buttons are a test of their own: their routes are the orders module's.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, newestMailTo } from './pages/account-pages.ts';
import { openAdminSection, signInAsAdmin, signInAsNewCoordinator } from './pages/admin-panel.ts';
import { placeGuestOrder } from './pages/guest-order.ts';
import { shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i14-mailadmin';
const guestEmail = () => `messages-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.hunar.pk`;

const emailLog = (page: Page) => page.getByRole('region', { name: 'Email log' });

/** Narrows the log to one shopper through its search box; the search reaches the address after the debounce. */
async function searchLog(page: Page, text: string) {
  await emailLog(page).getByLabel('Search emails').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('mail-q')).toBe(text);
}

/** The row of the log on wide screens (the phone cards are hidden beside it). */
const logRows = (page: Page) => emailLog(page).getByRole('table', { name: 'Email log' }).locator('tbody tr');

const shoot = (page: Page, name: string) => shootWidths(page, SHOTS, name);

test('the admin finds a guest order’s confirmation in the email log, re-sends it, tests the mail server and writes to the customer', async ({
  page,
  request,
}) => {
  test.slow();
  const email = guestEmail();
  const order = await placeGuestOrder(request, email);

  await signInAsAdmin(page);
  await openAdminSection(page, 'Messages');
  await searchLog(page, email);
  const row = logRows(page).filter({ hasText: order.trackingId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Order confirmation');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Sent');
  await expect(
    emailLog(page)
      .getByRole('status')
      .filter({ hasText: /^1 email$/ }),
  ).toBeVisible();

  await row.getByRole('button', { name: `Re-send order confirmation to ${email}` }).click();
  await expect(
    emailLog(page).getByText(`The email will be sent again in a moment. (Order confirmation to ${email})`),
  ).toBeVisible();
  await expect(
    emailLog(page)
      .getByRole('status')
      .filter({ hasText: /^2 emails$/ }),
  ).toBeVisible();
  // The copy is queued, then delivered by the outbox: the log shows it sent when read again.
  await expect(async () => {
    await page.reload();
    await expect(logRows(page).filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 2_000 });
  }).toPass();

  // Filters: the confirmations only, then failed ones (none).
  await emailLog(page).getByLabel('Type').selectOption('order-confirmation');
  await expect(page).toHaveURL(/mail-type=order-confirmation/);
  await expect(logRows(page)).toHaveCount(2);
  await emailLog(page).getByLabel('Status').selectOption('failed');
  await expect(emailLog(page).getByText('No emails match')).toBeVisible();
  await emailLog(page).getByLabel('Status').selectOption('');

  const server = page.getByRole('region', { name: 'Mail server' });
  await expect(server.getByTestId('mail-transport')).toContainText('No SMTP server is set');
  await expect(server).toContainText('From: Hunar <no-reply@');
  const testForm = server.getByRole('form', { name: 'Send test email' });
  await testForm.getByRole('button', { name: 'Send test email' }).click();
  await expect(testForm.getByText('Test email address is required')).toBeVisible();
  const owner = guestEmail();
  await testForm.getByLabel('Send a test email to').fill(owner);
  await testForm.getByRole('button', { name: 'Send test email' }).click();
  await expect(testForm.getByText('Email configuration test successful!')).toBeVisible();
  expect(await newestMailTo(owner)).toContain('Hunar email test');

  const write = page.getByRole('form', { name: 'Write to a customer' });
  await write.getByRole('button', { name: 'Send email' }).click();
  await expect(write.getByText('Recipient email is required')).toBeVisible();
  await expect(write.getByLabel("Customer's email")).toBeFocused();
  await write.getByLabel("Customer's email").fill(email);
  await write.getByLabel('Subject').fill(`Your order ${order.trackingId} is being stitched`);
  await write.getByLabel('Message').fill('Your kurta is on the loom.\nWe will message you when it ships.');
  await write.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Custom email sent successfully!')).toBeVisible();
  await expect(write.getByLabel('Subject')).toHaveValue('');
  const mail = await newestMailTo(email, 'is being stitched');
  expect(mail).toContain(`Your order ${order.trackingId} is being stitched`);
  expect(mail).toContain('Your kurta is on the loom.');

  // The log, still searched for the shopper, shows the new message once the type filter is cleared.
  await emailLog(page).getByLabel('Type').selectOption('');
  await expect(logRows(page).filter({ hasText: 'Custom email' })).toHaveCount(1);
  await shoot(page, 'messages-admin');
});

test('a coordinator sees the email log and the mail server, but not the test email form', async ({ page, request }) => {
  await signInAsNewCoordinator(page, request, 'messages-coord');
  await openAdminSection(page, 'Messages');
  await expect(emailLog(page).getByLabel('Search emails')).toBeVisible();
  const server = page.getByRole('region', { name: 'Mail server' });
  await expect(server.getByTestId('mail-transport')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test email', exact: true })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Write to a customer' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Newsletter update' })).toHaveCount(0);
  await shoot(page, 'messages-coordinator');
});

test('the admin sends a newsletter update to every subscriber after confirming, each with their unsubscribe link', async ({
  page,
  request,
}) => {
  const reader = newAccount('newsletter-update').email;
  expect((await request.post('/api/newsletter', { data: { email: reader } })).ok()).toBe(true);
  await signInAsAdmin(page);
  await openAdminSection(page, 'Messages');
  const update = page.getByRole('form', { name: 'Newsletter update' });
  await update.getByRole('button', { name: 'Send to all subscribers' }).click();
  await expect(update.getByText('Subject is required')).toBeVisible();
  await update.getByLabel('Subject').fill('Eid pieces are here');
  await update.getByLabel('Message').fill('Twelve new block-printed pieces.\nOrders close on the 20th.');
  await update.getByRole('button', { name: 'Send to all subscribers' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send to all subscribers?' });
  await expect(confirm).toContainText('Eid pieces are here');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('General update email sent successfully!')).toBeVisible();
  await expect(update.getByLabel('Subject')).toHaveValue('');
  const mail = await newestMailTo(reader, 'Eid pieces are here');
  expect(mail).toContain('Eid pieces are here');
  expect(mail).toContain('Twelve new block-printed pieces.');
  expect(mail).toMatch(/Unsubscribe: https?:\/\/\S+\/unsubscribe\?token=/);
});

// Needs the orders module's POST /api/email/order-confirmation/{id} and /order-status-update/{id}, and its
// confirmation carrying the order's id (the log's link): written with them in another branch.
test('from the log’s order link, the order modal re-sends the confirmation and the status update', async ({
  page,
  request,
}) => {
  const email = guestEmail();
  const order = await placeGuestOrder(request, email);
  await signInAsAdmin(page);
  await openAdminSection(page, 'Messages');
  await searchLog(page, email);
  await logRows(page)
    .getByRole('link', { name: `Order ${order.trackingId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`tab=orders&q=${order.trackingId}`));
  await page
    .getByRole('button', { name: `View order ${order.trackingId}` })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: `Order ${order.trackingId}` });
  await modal.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(modal.getByText('Order confirmation email sent successfully!')).toBeVisible();
  await modal.getByRole('button', { name: 'Send status update' }).click();
  await expect(modal.getByText('Order status update email sent successfully!')).toBeVisible();
  await shoot(page, 'order-modal-email');
});
