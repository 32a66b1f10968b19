// Following a preorder (issue 13): staff enter a preorder, start production, post two progress photos with their
// words, a workshop note and the delivery charge; the shopper's /preorders shows the diary and the final amount, takes
// a final-payment screenshot; once staff mark both payments paid and the piece shipped, the shopper sees Shipped/
// Delivered and no more uploads. A signed-in shopper finds their preorder on /orders. On a phone and on a desktop.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { formatPkr } from '../domain/money.ts';
import { PREORDER_MESSAGES } from '../domain/preorder-messages.ts';
import type { SessionResponse } from '../domain/schemas/account-views.ts';
import type { PreorderQuoteView, PreorderView } from '../domain/schemas/preorder-views.ts';
import { E2E_ADMIN, LoginPage, newAccount, registerViaApi } from './pages/account-pages.ts';
import { SCREENSHOT_PNG, screenshotFile } from './pages/checkout-page.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { expectAccessible } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/po-track';
const LINE = { prodId: 'WMN-BLK-005', size: 'XL', color: 'Mustard', quantity: 1 };
const ADDRESS = { street: '22 Clifton Block 5', city: 'Karachi', zipCode: '75600', country: 'Pakistan' };
const DIARY_WORDS = 'Block printing the yoke by hand';
const WORKSHOP_NOTE = 'The indigo is setting; embroidery on the sleeves starts next week.';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as SessionResponse).token;
}

/** Uploads one image through the signed-URL flow as the given account and answers its fileUrl. */
async function upload(request: APIRequestContext, token: string, bucket: string, png: Buffer): Promise<string> {
  const asked = await request.post('/api/images/signed-url', {
    headers: { Authorization: `Bearer ${token}` },
    data: { fileName: 'photo.png', fileType: 'image/png', bucketName: bucket, fileSize: png.length },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { signedUrl, fileUrl } = (await asked.json()) as { signedUrl: string; fileUrl: string };
  const sent = await request.put(signedUrl, { headers: { 'Content-Type': 'image/png' }, data: png });
  expect(sent.ok(), await sent.text()).toBe(true);
  return fileUrl;
}

/** A progress photo: a warm gradient, so the diary looks like one in the screenshots. */
const progressPhoto = (hue: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#221e1b"/></linearGradient></defs><rect width="480" height="600" fill="url(#g)"/><circle cx="240" cy="260" r="120" fill="none" stroke="#dcbc80" stroke-width="14"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Calls a staff route and answers the preorder after it. */
async function staffCall(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<PreorderView> {
  const answer = await request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as PreorderView;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a preorder staff make is followed on /preorders, from the first photos to delivery', async ({
      page,
      request,
      browser,
    }) => {
      test.slow();
      const token = await staffToken(request);
      const placed = await request.post('/api/preorders/staff', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-po-${name}-${Date.now()}` },
        data: {
          customer: { name: 'Zara Ahmed', email: '', phoneNumber: '0301 2345678' },
          shippingAddress: ADDRESS,
          items: [LINE],
          paymentMethod: 'bank',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { preorderId, _id: id } = (await placed.json()) as PreorderView;

      await staffCall(request, token, 'put', `/preorders/${id}/status`, { status: 'production' });
      const photos = [await upload(request, token, 'preorder-progress', await progressPhoto('#a97c3a'))];
      photos.push(await upload(request, token, 'preorder-progress', await progressPhoto('#26344d')));
      await staffCall(request, token, 'post', `/preorders/${id}/product-images`, {
        images: photos.map((url) => ({ url })),
        description: DIARY_WORDS,
      });
      await staffCall(request, token, 'put', `/preorders/${id}/admin-notes`, { production: WORKSHOP_NOTE });
      const charged = await staffCall(request, token, 'post', `/preorders/${id}/delivery-charges`, { amount: 400 });
      const finalAmount = charged.finalPayment.amount!;
      expect(finalAmount).toBe(charged.originalAmount - charged.initialPayment.amount! + 400);

      // The shopper, not signed in, holding only the preorder ID.
      await gotoInteractive(page, `/preorders?id=${preorderId.toLowerCase()}`);
      const view = page.getByTestId('preorder-view');
      await expect(view.getByTestId('preorder-id')).toHaveText(preorderId);
      await expect(view.getByTestId('preorder-status')).toHaveText('In Production');
      await expect(
        view.getByRole('list', { name: 'Preorder progress' }).getByText('In Production, completed'),
      ).toBeAttached();
      const diary = page.getByRole('region', { name: 'Production diary' });
      await expect(diary.getByText(DIARY_WORDS)).toBeVisible();
      await expect(diary.getByRole('img', { name: `Your piece in the making: ${DIARY_WORDS}` })).toHaveCount(2);
      await expect(diary.getByText(WORKSHOP_NOTE)).toBeVisible();
      const finalPayment = page.getByTestId('final-payment');
      await expect(finalPayment.getByTestId('final-payment-amount')).toHaveText(formatPkr(finalAmount));
      await expect(finalPayment.getByText('Includes delivery of')).toContainText(formatPkr(400));
      // Only the ID: the contact details are masked (X4, D12).
      await expect(view.getByText('For your privacy, contact details are partly hidden.')).toBeVisible();

      // A photo opens larger with its words; Escape closes it.
      await diary.getByRole('button', { name: /View photo 2 of 2/ }).click();
      const larger = page.getByRole('dialog', { name: 'Progress photo' });
      await expect(larger.getByText(DIARY_WORDS)).toBeVisible();
      await expect(larger.getByRole('img')).toHaveJSProperty('complete', true);
      await page.keyboard.press('Escape');
      await expect(larger).toBeHidden();

      await expectAccessible(page);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/preorders-${viewport.width}.png`, fullPage: true });

      // The final payment's screenshot, from this browser.
      await finalPayment.getByLabel('Upload your payment screenshot').setInputFiles(screenshotFile());
      await expect(finalPayment.getByText(PREORDER_MESSAGES.screenshotsUploaded)).toBeVisible();
      await expect(finalPayment.getByRole('button', { name: /^Screenshot 1 ·/ })).toBeVisible();
      await expect(finalPayment.getByLabel('Add another payment screenshot')).toBeAttached();

      await staffCall(request, token, 'put', `/preorders/${id}/initial-payment/status`, { status: 'paid' });
      await staffCall(request, token, 'put', `/preorders/${id}/final-payment/status`, { status: 'paid' });
      await staffCall(request, token, 'put', `/preorders/${id}/status`, { status: 'shipped_delivered' });

      await page.reload();
      await expect(view.getByTestId('preorder-status')).toHaveText('Shipped/Delivered');
      await expect(page.getByTestId('final-payment-status')).toHaveText('Paid');
      await expect(page.getByTestId('initial-payment-status')).toHaveText('Paid');
      await expect(page.getByText(PREORDER_MESSAGES.screenshotFrozen('final'))).toBeVisible();
      await expect(page.getByText(PREORDER_MESSAGES.screenshotFrozen('initial'))).toBeVisible();
      await expect(page.locator('input[type="file"]')).toHaveCount(0);
      // It is in this browser's recently tracked preorders.
      await expect(page.getByTestId('preorder-history').getByText(preorderId)).toBeVisible();
      // This browser sent the final screenshot and still sees it; another browser with the ID sees only when it came
      // (issue 28, D21: a receipt carries the payer's name and account).
      await expect(page.getByTestId('final-payment').getByRole('button', { name: /^Screenshot 1 ·/ })).toBeVisible();
      const elsewhere = await browser.newPage({ viewport });
      await gotoInteractive(elsewhere, `/preorders?id=${preorderId}`);
      const theirs = elsewhere.getByTestId('final-payment');
      await expect(theirs.getByTestId('screenshot-received')).toHaveText(
        /^Screenshot received on \d{1,2} \w{3} \d{4}$/,
      );
      await expect(theirs.getByRole('button', { name: /^Screenshot 1 ·/ })).toHaveCount(0);
      await elsewhere.close();
    });

    test('a signed-in shopper finds their preorder on /orders and opens its diary', async ({ page, request }) => {
      test.slow();
      const account = newAccount(`po-${name}`);
      const session = await registerViaApi(request, account);
      const auth = { Authorization: `Bearer ${session.token}` };
      const product = await request.get(`/api/products/prod/${LINE.prodId}`);
      const { price } = (await product.json()) as { price: number };
      const quoted = await request.post('/api/preorders/quote', { data: { items: [{ ...LINE, price }] } });
      expect(quoted.status(), await quoted.text()).toBe(200);
      const quote = (await quoted.json()) as PreorderQuoteView;
      const screenshot = await upload(request, session.token, 'payment-screenshots', SCREENSHOT_PNG);
      const placed = await request.post('/api/preorders', {
        headers: { ...auth, 'Idempotency-Key': `e2e-po-own-${name}-${Date.now()}` },
        data: {
          items: quote.lines.map(({ prodId, size, color, quantity, price }) => ({
            prodId,
            size,
            color,
            quantity,
            price,
          })),
          originalAmount: quote.originalAmount,
          initialPaymentAmount: quote.payNow,
          shippingAddress: ADDRESS,
          paymentDetails: { method: 'easypaisa', initialPaymentScreenshots: [screenshot] },
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { preorderId } = (await placed.json()) as PreorderView;

      const login = new LoginPage(page);
      await login.open();
      await login.signIn(account.email, account.password);
      await expect(page).not.toHaveURL(/\/login/);
      await gotoInteractive(page, '/orders');
      const mine = page.getByRole('region', { name: 'My preorders' });
      const row = mine.getByTestId('own-preorder').filter({ hasText: preorderId });
      await expect(row).toContainText('Pending');
      await expect(row).toContainText(formatPkr(quote.originalAmount));
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/orders-${viewport.width}.png`, fullPage: true });

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/preorders\\?id=${preorderId}$`));
      // The owner sees their own details in full, and the deposit's screenshot they sent.
      await expect(page.getByTestId('preorder-view').getByText(account.email)).toBeVisible();
      await expect(page.getByTestId('initial-payment').getByRole('button', { name: /^Screenshot 1 ·/ })).toBeVisible();
      await expect(page.getByTestId('final-payment-amount')).toHaveText('To be confirmed');
      await expect(page.getByTestId('final-payment-note')).toHaveText(PREORDER_MESSAGES.finalNotDue);
    });
  });
}
