// WhatsApp where Pakistani shoppers talk (issue 14): the shop's number, saved in its national form, becomes the
// floating 'Chat on WhatsApp' link (not on checkout, not in the panel), the payment screenshot link on the order
// confirmation carries the tracking ID, and the admin's order modal messages the shopper's own number with the status
// text and the tracking link. Each screen is photographed at 390 and 1440 px for review.
// Serial: the phone checks look at the order the first journey places.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { CartPage } from './pages/cart-page.ts';
import { addToBag, CheckoutPage, ConfirmationPage } from './pages/checkout-page.ts';
import { gotoInteractive } from './pages/navigation.ts';
import { ProductPage } from './pages/product-page.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = '.tmp/shots/i14-whatsapp';
/** The demo shop's number, which the journey saves as staff type it; other journeys run meanwhile, so it stays the same. */
const SHOP_TYPED = '0300-1234567';
const SHOP_DIGITS = '923001234567';
const SHOPPER_TYPED = '0333 7654321';
const SHOPPER_DIGITS = '923337654321';

let trackingId = '';

const chatLink = (page: Page) => page.getByRole('link', { name: 'Chat on WhatsApp' });
/** The whole page, or (screen) what the shopper sees at this scroll, with the floating link where it floats. */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${page.viewportSize()!.width}-${name}.png`, fullPage });

/** A wa.me link's number and its prefilled message. */
async function chatTarget(link: Locator) {
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  return { digits: href.pathname.slice(1), text: href.searchParams.get('text') };
}

/** The Contact & hours card, where the number is typed, showing it as saved. */
async function shotOfSettings(page: Page) {
  await openAdminSection(page, 'Shop settings');
  const card = page.getByRole('region', { name: 'Contact & hours' });
  await expect(card.getByLabel('WhatsApp number')).toHaveValue(`+${SHOP_DIGITS}`);
  await card.screenshot({ path: `${SHOTS}/${page.viewportSize()!.width}-settings-contact.png` });
}

async function openOrderModal(page: Page) {
  await signInAsAdmin(page);
  await openAdminSection(page, 'Orders');
  await page.getByLabel('Search orders').fill(trackingId);
  await page.getByRole('button', { name: `View order ${trackingId}` }).click();
  return page.getByRole('dialog', { name: `Order ${trackingId}` });
}

test('the shop number becomes the chat link, the confirmation and the admin modal message the right people', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const { contact } = (await (await request.get('/api/settings', { headers })).json()) as { contact: object };
  const saved = await request.put('/api/settings/contact', { headers, data: { ...contact, whatsapp: SHOP_TYPED } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { whatsapp: string }).whatsapp).toBe(`+${SHOP_DIGITS}`);

  await gotoInteractive(page, '/');
  expect(await chatTarget(chatLink(page))).toEqual({ digits: SHOP_DIGITS, text: null });
  await expect(chatLink(page)).toHaveAttribute('target', '_blank');
  await shot(page, 'home');

  await addToBag(page, 'WMN-BLK-005', 'M', 'Mustard');
  await expect(chatLink(page)).toBeVisible();
  await shot(page, 'product');

  // Placing an order needs the whole screen: no chat link over the steps.
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(chatLink(page)).toHaveCount(0);
  await checkout.continueToPayment();
  await checkout.fillShipping({
    firstName: 'Hina',
    lastName: 'WhatsApp',
    email: `whatsapp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.hunar.pk`,
    phoneNumber: SHOPPER_TYPED,
    address: '3 Garden Town',
    city: 'Lahore',
    postalCode: '54000',
  });
  await checkout.uploadScreenshot();
  await checkout.continueToReview();
  await expect(chatLink(page)).toHaveCount(0);
  await checkout.placeOrderButton.click();
  trackingId = await new ConfirmationPage(page).expectLoaded();

  const screenshotLink = page.getByRole('link', { name: 'Send your payment screenshot on WhatsApp' });
  expect(await chatTarget(screenshotLink)).toEqual({
    digits: SHOP_DIGITS,
    text: `Assalam-o-alaikum, here is my payment screenshot for order ${trackingId}`,
  });
  await shot(page, 'order-confirmation');

  const modal = await openOrderModal(page);
  await expect(chatLink(page)).toHaveCount(0);
  expect(await chatTarget(modal.getByRole('link', { name: 'Message on WhatsApp' }))).toEqual({
    digits: SHOPPER_DIGITS,
    text: `Your order status has been updated to: Pending\nTrack your order: ${baseURL}/track-order?id=${trackingId}`,
  });
  await shot(page, 'admin-order-modal');
  await page.keyboard.press('Escape');
  await shotOfSettings(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  type Box = { x: number; y: number; width: number; height: number };

  /** The floating link never sits on what the shopper must tap or read. */
  async function expectClearOf(
    page: Page,
    target: Locator,
    box: () => Promise<Box | null> = () => target.boundingBox(),
  ) {
    await target.scrollIntoViewIfNeeded();
    const [link, button] = [(await chatLink(page).boundingBox())!, (await box())!];
    const apart =
      link.x + link.width <= button.x ||
      button.x + button.width <= link.x ||
      link.y + link.height <= button.y ||
      button.y + button.height <= link.y;
    expect(apart, `the chat link ${JSON.stringify(link)} covers ${JSON.stringify(button)}`).toBe(true);
  }

  test('the chat link keeps clear of Add to Cart, the bottom bar and the footer, and is off the bag; each screen photographed', async ({
    page,
  }) => {
    expect(trackingId, 'the order placed by the journey above').not.toBe('');
    await gotoInteractive(page, '/');
    await shot(page, 'home');
    await shot(page, 'home-screen', false);
    // The footer's last line, as drawn (its paragraph's box includes the room left below it).
    const lastLine = page.getByRole('contentinfo').getByText(/Prices in Pakistani rupees/);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await expectClearOf(page, lastLine, () =>
      lastLine.evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    await shot(page, 'footer-screen', false);

    const product = new ProductPage(page);
    await product.open('WMN-BLK-005');
    // The bottom 72 px of a phone's product page are the Add to Cart bar's.
    const link = (await chatLink(page).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(844 - 72);
    await shot(page, 'product-screen', false);
    await expectClearOf(page, page.getByRole('button', { name: 'Add to Cart' }));
    await shot(page, 'product-add-to-cart-screen', false);
    await shot(page, 'product');

    await product.choose(product.size('M'));
    await product.choose(product.colour('Mustard'));
    await product.addToCart();
    // The bag is the first step to placing the order: its Proceed to checkout arrives in the corner, so no chat link.
    await new CartPage(page).open();
    await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    await expect(chatLink(page)).toHaveCount(0);

    await gotoInteractive(page, `/order-confirmation/${trackingId}`);
    const screenshotLink = page.getByRole('link', { name: 'Send your payment screenshot on WhatsApp' });
    await expect(screenshotLink).toBeVisible();
    await expectClearOf(page, screenshotLink);
    await shot(page, 'order-confirmation-screen', false);
    await shot(page, 'order-confirmation');

    const modal = await openOrderModal(page);
    await expect(modal.getByRole('link', { name: 'Message on WhatsApp' })).toBeVisible();
    await shot(page, 'admin-order-modal');
    await modal.getByRole('link', { name: 'Message on WhatsApp' }).scrollIntoViewIfNeeded();
    await shot(page, 'admin-order-modal-screen', false);
    await page.keyboard.press('Escape');
    await shotOfSettings(page);
  });
});
