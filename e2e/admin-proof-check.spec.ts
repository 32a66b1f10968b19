// Payment-proof checks in the admin at 1440 px (issue 20): the flagged order shows the flag in the list and under the
// filter, its modal shows the Proof check panel (short by Rs 1,000, the same screenshot on another order with a link
// that opens it), and marking it paid asks for confirmation naming what the check found.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './pages/admin-panel.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';
import { preorderWithShortDeposit, twoOrdersWithOneShortProof } from './pages/proof-check.ts';

test('staff see what the proof check found and are asked to confirm before marking paid', async ({ page, request }) => {
  test.slow();
  const { first, second } = await twoOrdersWithOneShortProof(request);
  await signInAsAdmin(page);

  // The filter lists the flagged orders; each row carries the flag.
  await gotoInteractive(page, `/admin?tab=orders&proof=flagged&q=${second.trackingId}`);
  await expect(page.getByLabel('Proof check')).toHaveValue('flagged');
  const row = page.getByTestId('order-row').filter({ hasText: second.trackingId });
  await expect(row.getByTestId('proof-flag')).toHaveText('Check proof');
  await row.getByRole('button', { name: `View order ${second.trackingId}` }).click();

  const modal = page.getByRole('dialog', { name: `Order ${second.trackingId}` });
  const panel = modal.getByTestId('proof-check');
  await expect(panel.getByText('Needs a closer look')).toBeVisible();
  await expect(panel.getByText('Short by Rs 1,000')).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('The same screenshot, or an edited copy, was sent for');
  await expect(panel.getByRole('alert').getByRole('link', { name: first.trackingId })).toBeVisible();
  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/shots/proof-checks/order-panel-1440.png' });

  // Marking it paid names the flags before anything is saved.
  const payment = modal.getByRole('form', { name: 'Change payment status' });
  await payment.getByLabel('Payment status').selectOption('paid');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByTestId('proof-flags')).toContainText('The proof check found: short by Rs 1,000');
  await expect(confirm.getByTestId('proof-flags')).toContainText(
    `the same or an edited screenshot is on ${first.trackingId}`,
  );
  await page.screenshot({ path: '.tmp/shots/proof-checks/confirm-1440.png' });
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(modal.getByTestId('order-modal-status')).toBeVisible();

  // The link opens the other order, flagged the same way.
  await panel.getByRole('alert').getByRole('link', { name: first.trackingId }).click();
  const other = page.getByRole('dialog', { name: `Order ${first.trackingId}` });
  await expect(other.getByTestId('proof-check').getByText('Short by Rs 1,000')).toBeVisible();
  await expect(
    other.getByTestId('proof-check').getByRole('alert').getByRole('link', { name: second.trackingId }),
  ).toBeVisible();
});

test('a preorder deposit short of what is due is flagged in the list and beside its screenshot', async ({
  page,
  request,
}) => {
  test.slow();
  const preorder = await preorderWithShortDeposit(request);
  await signInAsAdmin(page);
  await gotoInteractive(page, `/admin?tab=preorders&proof=flagged&q=${preorder.preorderId}`);
  const row = page.getByTestId('preorder-row').filter({ hasText: preorder.preorderId });
  await expect(row.getByTestId('proof-flag')).toBeVisible();
  await shootWidths(page, '.tmp/shots/proof-checks', 'preorder-list');
  await row.getByRole('button', { name: new RegExp(preorder.preorderId) }).click();
  const deposit = page.getByRole('dialog').getByRole('region', { name: 'Initial payment (50%)' });
  const panel = deposit.getByTestId('proof-check');
  await expect(panel.getByText('Short by Rs 500')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/shots/proof-checks/preorder-panel-1440.png' });
  await deposit.getByLabel('Deposit payment status').selectOption('paid');
  await deposit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog').getByTestId('proof-flags')).toContainText('short by Rs 500');
});
