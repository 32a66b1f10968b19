// Desktop: role changes ask first, guest buyers in Customers, and the dashboard's actionable alerts (issue 17 items
// 12, 14, 15; the journeys are e2e/pages/admin-people.ts, which the phone project runs too).
import { test } from '@playwright/test';
import { dashboardAlertsAreActionable, guestBuyerIsListed, roleChangeIsConfirmed } from './pages/admin-people.ts';

test('changing a role asks first, naming the person and the role, and shows a refusal', async ({ page, request }) => {
  await roleChangeIsConfirmed(page, request);
});

test('a guest buyer is listed in Customers with the Guest badge and their order', async ({ page, request }) => {
  await guestBuyerIsListed(page, request, '0333 4445561');
});

test('the dashboard lists low-stock products and what to do before opening', async ({ page }) => {
  await dashboardAlertsAreActionable(page);
});
