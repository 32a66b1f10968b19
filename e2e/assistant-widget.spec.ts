// The shop assistant's widget on a phone (issue 15): the button beside the WhatsApp link, the dialog with its quick
// actions, a Roman Urdu question answered with product cards, the conversation kept across navigation and a reload,
// an order's status by its tracking ID, the spec's error with a Retry that sends the message again, keyboard use and
// an axe scan with the widget open. Screens are photographed at 390 and 1440 px for review.
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { CHAT_MESSAGES } from '../domain/chatbot.ts';
import { newAccount, registerViaApi } from './pages/account-pages.ts';
import { placeSignedInOrder } from './pages/guest-order.ts';
import { gotoInteractive } from './pages/navigation.ts';

const SHOTS = '.tmp/shots/i15-widget';
const QUICK_ACTIONS = ['Track my order', 'Find my size', 'Delivery & payment', 'Preorders'];

test.use({
  viewport: { width: 390, height: 844 },
  userAgent: devices['Pixel 7'].userAgent,
  isMobile: true,
  hasTouch: true,
});

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask the shop assistant' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Shop assistant' });
const conversation = (page: Page) => dialog(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Your message' });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${page.viewportSize()!.width}-${name}.png` });

async function openAssistant(page: Page) {
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
}

/** Sends a message and waits for the assistant's reply to it (the typing indicator gone). */
async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(conversation(page).getByText(text)).toBeVisible();
  await expect(conversation(page).getByText('The assistant is typing')).toHaveCount(0);
}

test('a shopper asks in Roman Urdu, follows a product card, and asks for an order by its tracking ID', async ({
  page,
  request,
}) => {
  test.slow();
  const { trackingId } = await placeSignedInOrder(
    request,
    (await registerViaApi(request, newAccount('assistant'))).token,
  );
  await gotoInteractive(page, '/');
  await openAssistant(page);
  for (const action of QUICK_ACTIONS) await expect(dialog(page).getByRole('button', { name: action })).toBeVisible();

  await ask(page, 'mujhe M size mein laal kurta chahiye 6000 se kam');
  await expect(conversation(page).getByText(CHAT_MESSAGES.failed)).toHaveCount(0);
  const card = conversation(page).getByRole('list', { name: 'Products' }).getByRole('link').first();
  await expect(card).toBeVisible();
  // The card shows the piece's picture, not an empty frame.
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await shot(page, 'answer-with-products');
  await card.click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);

  // On a phone the sheet folds away to show the page; the conversation is still there when it opens again.
  await page.getByRole('button', { name: 'Restore chat' }).click();
  await expect(conversation(page).getByText('mujhe M size mein laal kurta chahiye 6000 se kam')).toBeVisible();

  await ask(page, `mera order kahan hai? ${trackingId}`);
  // The reply names the order (the question does too: it is told apart by its words); its links are list items too.
  const reply = conversation(page)
    .getByRole('listitem')
    .filter({ hasText: trackingId })
    .filter({ hasNotText: 'mera order kahan hai' });
  await expect(reply.first()).toBeVisible();
  await expect(conversation(page).getByText(CHAT_MESSAGES.failed)).toHaveCount(0);
  await shot(page, 'order-status');
});

test('a failed reply shows the spec’s error, and Retry sends the same message again', async ({ page }) => {
  const sent: { message: string; conversationHistory: unknown[] }[] = [];
  await page.route('**/api/chatbot/chat', async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number]);
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
  });
  await gotoInteractive(page, '/shop');
  await openAssistant(page);

  // Empty messages are not sent; Shift+Enter is a new line, Enter sends.
  await messageBox(page).press('Enter');
  await messageBox(page).fill('   ');
  await messageBox(page).press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await messageBox(page).fill('delivery Multan');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('kitne din?');
  await expect(messageBox(page)).toHaveValue('delivery Multan\nkitne din?');
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');

  await expect(conversation(page).getByText(CHAT_MESSAGES.failed)).toBeVisible();
  expect(sent).toEqual([{ message: 'delivery Multan\nkitne din?', conversationHistory: [] }]);
  await shot(page, 'error');

  await conversation(page).getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toEqual(sent[0]);
  await expect(conversation(page).getByText(CHAT_MESSAGES.failed)).toHaveCount(1);
  await expect(conversation(page).getByText('delivery Multan')).toHaveCount(1);

  // A quick action sends its question with the earlier turn (never the failure) as history.
  await dialog(page).getByRole('button', { name: 'Preorders' }).click();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[2]!.conversationHistory).toEqual([{ role: 'user', content: 'delivery Multan\nkitne din?' }]);

  // Kept for the visit: after a reload the conversation is back; Escape closes and focus returns to the button.
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await openAssistant(page);
  await expect(conversation(page).getByText('delivery Multan')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

test('the button keeps clear of WhatsApp and the checkout, and the open widget passes axe', async ({ page }) => {
  await gotoInteractive(page, '/');
  const whatsapp = await page.getByRole('link', { name: 'Chat on WhatsApp' }).boundingBox();
  const button = await launcher(page).boundingBox();
  expect(whatsapp && button && whatsapp.x + whatsapp.width < button.x).toBe(true);
  await shot(page, 'home-button');

  await openAssistant(page);
  // The sheet ends above the WhatsApp link.
  const sheet = await dialog(page).boundingBox();
  expect(sheet!.y + sheet!.height).toBeLessThanOrEqual(whatsapp!.y);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => [v.id, v.nodes.map((n) => n.target)]))).toEqual([]);
  await shot(page, 'home-open');

  await dialog(page).getByRole('button', { name: 'Minimise chat' }).click();
  await expect(page.getByRole('button', { name: 'Restore chat' })).toBeFocused();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(launcher(page)).toBeFocused();

  await gotoInteractive(page, '/checkout');
  await expect(launcher(page)).toHaveCount(0);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, userAgent: undefined });

  test('the panel opens in the corner, 380 px wide, beside the WhatsApp link', async ({ page }) => {
    await gotoInteractive(page, '/');
    await shot(page, 'home-button');
    await openAssistant(page);
    const panel = await dialog(page).boundingBox();
    expect(panel!.width).toBe(380);
    const whatsapp = await page.getByRole('link', { name: 'Chat on WhatsApp' }).boundingBox();
    expect(whatsapp!.x + whatsapp!.width).toBeLessThan(panel!.x);
    await shot(page, 'home-open');
  });
});
