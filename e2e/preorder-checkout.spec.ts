// A guest preorders a sold-out size (issue 13), on a phone and on a desktop: 'Preorder this size' on the product page,
// the three steps of /preorder-checkout with SPEC §5's messages and a deposit screenshot, the confirmation, and the
// server's PDF; axe finds no serious or critical violations, and each screen is photographed for review.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AccountUser } from '../domain/schemas/account-views.ts';
import { newAccount, registerViaApi } from './pages/account-pages.ts';
import { screenshotFile } from './pages/checkout-page.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { pdfText } from '../server/test/pdf-text.ts';
import { ProductPage } from './pages/product-page.ts';
import { expectAccessible } from './pages/page-checks.ts';

const SHOTS = '.tmp/shots/po-shop';

const shot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: true });

/** Step 2 filled by a guest paying the deposit by Easypaisa, with one screenshot. */
async function fillPaymentInfo(page: Page, lastName: string, phoneNumber = '0300-1234567') {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First name').fill('Sana');
  await field('Last name').fill(lastName);
  await field('Email').fill(`po-${unique}@e2e.hunar.pk`);
  await field('Phone number').fill(phoneNumber);
  await field('Address').fill('7 Canal View');
  await field('City').fill('Lahore');
  await field('Postal code').fill('54000');
  await page.getByRole('radio', { name: /Easypaisa Transfer/ }).check({ force: true });
  await page.getByLabel('Payment screenshot').setInputFiles(screenshotFile('deposit.png'));
  await expect(page.getByRole('list', { name: 'Your payment screenshots' }).getByRole('listitem')).toHaveCount(1);
}

async function preorderSoldOutSize(page: Page, width: number) {
  test.slow();
  const product = new ProductPage(page);
  // The demo Indigo Ajrak Kurta (Rs 6,290) has none left in XXL.
  await product.open('WMN-AJK-001');
  await expect(product.size('XXL')).toBeDisabled();
  await page.getByRole('button', { name: 'Preorder this size (XXL)' }).click();
  await expect(page.getByRole('button', { name: 'Preorder', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(product.size('XXL')).toBeChecked();
  const details = page.getByTestId('preorder-details');
  await expect(details).toContainText('Production starts in 1-2 weeks and takes 3-6 weeks');
  await expect(details).toContainText('5-9 weeks');
  await expect(details).toContainText('Rs 3,145'); // half of 6,290 now
  await product.increaseQuantity(1);
  await expect(details).toContainText('Rs 6,290'); // two pieces: half of 12,580
  await product.choose(product.colour('Indigo'));
  await details.scrollIntoViewIfNeeded();
  await shot(page, width, '1-product-preorder');
  await page.getByRole('button', { name: 'Preorder Now' }).click();

  await expect(page).toHaveURL(/\/preorder-checkout$/);
  await expect(page.getByRole('list', { name: 'Checkout progress' }).getByRole('listitem')).toHaveText([
    /CART REVIEW/,
    /PAYMENT INFO/,
    /REVIEW & PREORDER/,
  ]);
  await expect(page.locator('#step-heading')).toHaveText('Review your preorder');
  await expect(page.getByTestId('preorder-pay-now')).toHaveText('Rs 6,290');
  await expect(page.getByText('To be confirmed').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Product' })).toHaveAttribute('href', '/product/WMN-AJK-001');
  await expectAccessible(page);
  await shot(page, width, '2-cart-review');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page.locator('#step-heading')).toHaveText('Payment information');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field('Country')).toHaveValue('Pakistan');
  await expect(field('Country')).toHaveAttribute('readonly', '');
  await expect(field('Phone number')).toHaveAttribute('placeholder', '03XX-XXXXXXX');
  await expect(page.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Card/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  for (const message of ['First name is required', 'Phone number is required', 'Postal code is required'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('Payment screenshot is required for bank transfer')).toBeVisible();
  await expect(field('First name')).toBeFocused();

  // The shown screenshot message follows the method it names.
  await page.getByRole('radio', { name: /Easypaisa Transfer/ }).check({ force: true });
  await expect(page.getByText('Payment screenshot is required for Easypaisa transfer')).toBeVisible();
  await fillPaymentInfo(page, `Preorder ${width}`, '12345');
  await expect(page.getByText('Payment screenshot is required for Easypaisa transfer')).toBeHidden();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Please enter a valid Pakistani phone number')).toBeVisible();
  await field('Phone number').fill('0300-1234567');
  await expectAccessible(page);
  await shot(page, width, '3-payment-info');
  await page.getByRole('button', { name: 'Continue to Review' }).click();

  await expect(page.locator('#step-heading')).toHaveText('Review and place your preorder');
  await expect(page.getByText('Payment screenshots uploaded: 1')).toBeVisible();
  await expect(page.getByRole('main').getByText('Size XXL · Indigo · Qty 2').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, width, '4-review');
  await page.getByRole('button', { name: 'Place Preorder' }).click();

  await expect(page).toHaveURL(/\/preorder-confirmation\/PO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  const preorderId = (await page.getByTestId('preorder-id').textContent()) ?? '';
  expect(page.url()).toContain(preorderId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your preorder!');
  await expect(page.getByTestId('preorder-pay-now')).toHaveText('Rs 6,290');
  await expect(page.getByRole('list', { name: 'Preorder stages' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Track Preorders' })).toHaveAttribute(
    'href',
    `/preorders?id=${preorderId}`,
  );
  // The deposit's proof can go to the studio's WhatsApp too, with the preorder ID typed in.
  const whatsapp = page.getByRole('link', { name: 'Send your payment screenshot on WhatsApp' });
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe(
    `Assalam-o-alaikum, here is my payment screenshot for preorder ${preorderId}`,
  );
  await expectAccessible(page);
  await shot(page, width, '5-confirmation');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${preorderId}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(pdf)).toContain(preorderId);
  // Kept beside the screenshots, to look at its first page (pdftoppm).
  fs.writeFileSync(`${SHOTS}/${width}-confirmation.pdf`, pdf);

  // The preorder bag is empty after placing; the ordinary bag was never touched.
  await gotoInteractive(page, '/preorder-checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Your preorder bag is empty' })).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Shopping bag, 0 items');
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a guest preorders a sold-out size and downloads the confirmation PDF', ({ page }) =>
    preorderSoldOutSize(page, 390));
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('a guest preorders a sold-out size and downloads the confirmation PDF', ({ page }) =>
    preorderSoldOutSize(page, 1440));
});

test('the stock message offers a preorder instead of a dead end', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open('WMN-MRR-004'); // only 2 left, in size L
  await product.choose(product.size('L'));
  await product.choose(product.colour('Maroon'));
  await product.addToCart();
  await product.continueShopping();
  await product.addToCart();
  await product.continueShopping();
  await product.addToCart();
  await page.getByRole('alert').getByRole('button', { name: 'placing a preorder for this item' }).click();
  await expect(page.getByRole('button', { name: 'Preorder', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // SPEC §4: preorder mode clears the size, and any size can be chosen.
  await expect(product.size('L')).not.toBeChecked();
  await expect(product.size('XXL')).toBeEnabled();
});

test('a price changed since the bag was filled is shown, with the new deposit, before placing', async ({ page }) => {
  test.slow();
  // A bag filled on an earlier visit, when the kurta cost Rs 5,000 (it costs Rs 6,290 now).
  await gotoInteractive(page, '/');
  await page.evaluate(() =>
    localStorage.setItem(
      'shop.preorder-bag',
      JSON.stringify({
        state: {
          lines: [
            {
              prodId: 'WMN-AJK-001',
              name: 'Indigo Ajrak Kurta',
              imageId: null,
              size: 'XXL',
              color: 'Indigo',
              quantity: 1,
              price: 5000,
            },
          ],
        },
        version: 1,
      }),
    ),
  );
  await gotoInteractive(page, '/preorder-checkout');
  // The summary shows the server's amounts, never the old price.
  await expect(page.getByTestId('preorder-pay-now')).toHaveText('Rs 3,145');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillPaymentInfo(page, 'Price change');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  const notice = page.getByTestId('price-changes');
  await expect(notice).toContainText('Some prices changed since you added them to your preorder bag.');
  await expect(notice).toContainText('was Rs 5,000, now Rs 6,290');
  await expect(notice).toContainText('Pay now: Rs 3,145');
  await page.getByRole('button', { name: 'Place Preorder' }).click();
  await expect(page).toHaveURL(/\/preorder-confirmation\/PO-/);
  // The preorder was placed at the new price.
  await expect(page.getByTestId('preorder-pay-now')).toHaveText('Rs 3,145');
});

test('a signed-in shopper places as their account and gets the full confirmation and PDF', async ({
  page,
  request,
}) => {
  test.slow();
  const account = newAccount('preorder');
  const { token, expiresAt: _expiresAt, ...user } = await registerViaApi(request, account);
  const session: { state: { token: string; user: AccountUser; isAuthenticated: boolean }; version: number } = {
    state: { token, user, isAuthenticated: true },
    version: 1,
  };
  await page.addInitScript((saved) => localStorage.setItem('shop.auth', saved), JSON.stringify(session));

  const product = new ProductPage(page);
  await product.open('WMN-AJK-001');
  await page.getByRole('button', { name: 'Preorder', exact: true }).click();
  await product.choose(product.size('M'));
  await product.choose(product.colour('Black'));
  await page.getByRole('button', { name: 'Preorder Now' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // Filled from the profile; the email is the account's.
  await expect(field('First name')).toHaveValue('Ayesha');
  await expect(field('Email')).toHaveValue(account.email);
  await expect(field('Email')).not.toBeEditable();
  await field('City').fill('Lahore');
  await field('Postal code').fill('54000');
  await page.getByLabel('Payment screenshot').setInputFiles(screenshotFile('deposit.png'));
  await expect(page.getByRole('list', { name: 'Your payment screenshots' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByRole('main').getByText('Bank Transfer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place Preorder' }).click();

  await expect(page).toHaveURL(/\/preorder-confirmation\/PO-/);
  const preorderId = (await page.getByTestId('preorder-id').textContent()) ?? '';
  // The owner sees their details in full, and gets the full PDF.
  await expect(page.getByTestId('preorder-customer')).toContainText(account.email);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const text = await pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain(preorderId);
  // Unmasked (a masked PDF shows only the last digits); the long email may wrap across lines in the PDF.
  expect(text).toContain(account.phoneNumber);
});
