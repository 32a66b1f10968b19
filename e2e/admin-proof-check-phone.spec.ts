// Payment-proof checks from a 390 px phone (issue 20): the flagged order's card carries the flag, its modal shows the
// Proof check panel inside the screen, and marking it paid asks for confirmation naming the flag.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';
import { twoOrdersWithOneShortProof } from './pages/proof-check.ts';

test('staff on a phone see the proof check and are asked to confirm before marking paid', async ({ page, request }) => {
  test.slow();
  const { first, second } = await twoOrdersWithOneShortProof(request);
  await signInAsAdmin(page);
  await gotoInteractive(page, `/admin?tab=orders&proof=flagged&q=${first.trackingId}`);
  const card = page.getByTestId('order-card').filter({ hasText: first.trackingId });
  await expect(card.getByTestId('proof-flag')).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/proof-checks/order-list-390.png', fullPage: true });
  await card.getByRole('button').click();

  const modal = page.getByRole('dialog', { name: `Order ${first.trackingId}` });
  const panel = modal.getByTestId('proof-check');
  await expect(panel.getByText('Short by Rs 1,000')).toBeVisible();
  await expect(panel.getByRole('alert').getByRole('link', { name: second.trackingId })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/shots/proof-checks/order-panel-390.png' });

  const payment = modal.getByRole('form', { name: 'Change payment status' });
  await payment.getByLabel('Payment status').selectOption('paid');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByTestId('proof-flags')).toContainText('short by Rs 1,000');
  await page.screenshot({ path: '.tmp/shots/proof-checks/confirm-390.png' });
  await confirm.getByRole('button', { name: /received/ }).click();
  await expect(modal.getByText(/now Paid|marked paid|Paid/).first()).toBeVisible();
});
