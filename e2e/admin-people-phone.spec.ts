// Phone (390 px): the same journeys as e2e/admin-people.spec.ts, on the cards and sheets phones get.
import { test } from '@playwright/test';
import { dashboardAlertsAreActionable, guestBuyerIsListed, roleChangeIsConfirmed } from './pages/admin-people.ts';

test('changing a role asks first, naming the person and the role, and shows a refusal', async ({ page, request }) => {
  await roleChangeIsConfirmed(page, request);
});

test('a guest buyer is listed in Customers with the Guest badge and their order', async ({ page, request }) => {
  await guestBuyerIsListed(page, request, '0333 4445562');
});

test('the dashboard lists low-stock products and what to do before opening', async ({ page }) => {
  await dashboardAlertsAreActionable(page);
});
