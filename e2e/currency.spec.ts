// Prices in the visitor's currency (issue 16): a visitor whose browser says en-GB sees pounds from the first byte on
// home, shop, product and bag, with nothing shifting after hydration; picks dirhams and keeps them after a reload;
// checkout names the rupees to transfer, and the order is charged in rupees. Rates may be live, so figures are matched
// by shape; the rupee figures are exact.
import { expect, test, type Page } from '@playwright/test';
import { addToBag, CheckoutPage, ConfirmationPage } from './pages/checkout-page.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible, shootWidths } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/i16-display';
const PRODUCT = 'WMN-BLK-005'; // Rs 8,450
const BRITISH = { 'accept-language': 'en-GB,en;q=0.9' };
const POUNDS = /^£\d[\d,]*$/;

test.use({ locale: 'en-GB' });

/**
 * Records every layout shift the page makes from before its first paint, with the text of what moved. The home and
 * shop pages shift a few thousandths as the web fonts arrive, the same for a visitor in rupees (as on main before
 * issue 16); what this journey checks is that no price moves: the converted figures are there from the first byte.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shiftedTexts: string[] };
    w.shiftedTexts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
        for (const source of entry.sources) w.shiftedTexts.push(source.node?.textContent ?? '');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftedPrices = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shiftedTexts: string[] }).shiftedTexts.filter((text) => /£\d|Rs \d/.test(text)),
  );

/** The product page's price as the server sent it. */
/** The product heading's price, as the server rendered it: the first text after the name. */
const serverPrice = (html: string) => /data-testid="product-heading"[\s\S]*?<\/h1><span[^>]*>([^<]+)</.exec(html)?.[1];

test('a British visitor sees pounds from the first byte on home, shop, product and bag, with no price moving', async ({
  page,
  request,
}) => {
  test.slow();
  for (const path of ['/', '/shop', `/product/${PRODUCT}`]) {
    const html = await (await request.get(path, { headers: BRITISH })).text();
    expect(html, path).toMatch(/£\d/);
  }
  const productHtml = await (await request.get(`/product/${PRODUCT}`, { headers: BRITISH })).text();
  const firstByte = serverPrice(productHtml);
  expect(firstByte).toMatch(POUNDS);
  expect(productHtml).toContain('"priceCurrency":"PKR"');

  await watchLayoutShifts(page);
  for (const path of ['/', '/shop']) {
    // The first price the server sent is the first the hydrated page shows: nothing was converted after hydration.
    const sent = /£\d[\d,]*/.exec(await (await request.get(path, { headers: BRITISH })).text())?.[0];
    await gotoInteractive(page, path);
    await expect(page.getByRole('main').getByText(POUNDS).first()).toHaveText(sent!);
    await expect(page.getByRole('main').getByText(/^Rs \d/)).toHaveCount(0);
    expect(await shiftedPrices(page), path).toEqual([]);
  }
  await expect(page.getByRole('contentinfo')).toContainText(
    'Prices in GBP are approximate: orders are charged in Pakistani rupees.',
  );

  await gotoInteractive(page, `/product/${PRODUCT}`);
  const price = page.getByTestId('product-heading').locator('h1 + span');
  await expect(price).toContainText(firstByte!);
  await expect(price.getByTestId('price-in-rupees')).toHaveText('Rs 8,450 · charged in rupees');
  expect(await shiftedPrices(page)).toEqual([]);
  await expect(page.getByRole('banner').getByLabel('Show prices in')).toHaveValue('GBP');
  await expectAccessible(page);
  await shootWidths(page, SHOTS, 'product-gbp');

  await addToBag(page, PRODUCT, 'M', 'Mustard');
  await gotoInteractive(page, '/cart');
  await expect(page.getByTestId('cart-line')).toContainText(/approx\. £\d+/);
  await expect(page.getByText('Delivery outside Pakistan')).toBeVisible();
  // D5's international rule: Rs 5,000 for the first piece.
  await expect(page.getByTestId('cart-total')).toContainText(/approx\. £\d+Rs 13,450/);
  await shootWidths(page, SHOTS, 'cart-gbp');
});

test('a picked currency is shown at once and after a reload; checkout charges rupees', async ({ page }) => {
  test.slow();
  await gotoInteractive(page, `/product/${PRODUCT}`);
  await page.getByRole('banner').getByLabel('Show prices in').selectOption('AED');
  const price = page.getByTestId('product-heading').locator('h1 + span');
  await expect(price).toContainText(/^AED \d+/);
  await page.reload();
  const html = await (await page.request.get(`/product/${PRODUCT}`)).text();
  expect(serverPrice(html)).toMatch(/^AED \d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(price).toContainText(/^AED \d+/);

  // Back to pounds for checkout, as a British shopper would.
  await page.getByRole('banner').getByLabel('Show prices in').selectOption('GBP');
  await addToBag(page, PRODUCT, 'M', 'Mustard');
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.continueToPayment();
  await checkout.fillShipping({
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: `gbp-${Date.now().toString(36)}@e2e.hunar.pk`,
    phoneNumber: '07700 900123',
    address: '12 Green Street',
    city: 'London',
    postalCode: 'E7 8LG',
    country: 'United Kingdom',
  });
  // 8,450 + 5,000 delivery outside Pakistan, transferred in rupees.
  await expect(page.getByText(/Transfer Rs 13,450 \(Pakistani rupees, approx\. £\d+\) to:/)).toBeVisible();
  await checkout.uploadScreenshot();
  await shootWidths(page, SHOTS, 'checkout-payment-gbp');
  await checkout.continueToReview();
  await expect(page.getByTestId('transfer-note')).toHaveText(/^You will transfer Rs 13,450 \(approx\. £\d+\)$/);
  await expect(checkout.total).toHaveText('Rs 13,450');
  await shootWidths(page, SHOTS, 'checkout-review-gbp');
  await checkout.placeOrderButton.click();

  const confirmation = new ConfirmationPage(page);
  const trackingId = await confirmation.expectLoaded();
  await expect(page.getByTestId('order-total')).toHaveText('Rs 13,450');
  const tracked = await page.request.get(`/api/orders/track/${trackingId}`);
  expect(tracked.status(), await tracked.text()).toBe(200);
  expect(((await tracked.json()) as { totalAmount: number }).totalAmount).toBe(13_450);
});

test("the phone menu's picker switches every price at once", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, `/product/${PRODUCT}`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByLabel('Show prices in')).toHaveValue('GBP');
  await menu.getByLabel('Show prices in').selectOption('USD');
  await page.screenshot({ path: `${SHOTS}/menu-usd-390.png` });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const price = page.getByTestId('product-heading').locator('h1 + span');
  await expect(price).toContainText(/^\$\d+Rs 8,450 · charged in rupees$/);
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$\d+$/)
      .first(),
  ).toBeVisible();
});
