// Shop settings (issue 5): the admin changes the bank account number, the delivery rate within Pakistan and the phone
// number; a shopper's checkout, footer, contact page and FAQ show them on their next page load. Values are read, not
// assumed, and the settings as they were are put back at the end, for the journeys that expect the demo shop.
import { expect, test, type Page } from '@playwright/test';
import { formatPkr } from '../domain/money.ts';
import { adminToken, openAdminSection, signInAsAdmin } from './pages/admin-panel.ts';
import { addToBag, CheckoutPage } from './pages/checkout-page.ts';
import { gotoInteractive } from './pages/navigation.ts';

interface StoredSettings {
  payment: {
    bank: object | null;
    easypaisa: { accountTitle: string; accountNumber: string; qrImage: string | null } | null;
  };
  delivery: { domesticFlat: number };
  contact: { phone: string };
}

const unique = () => String(Date.now()).slice(-7);

async function saveCard(page: Page, card: string, button: string) {
  const region = page.getByRole('region', { name: card });
  await region.getByRole('button', { name: button }).click();
  await expect(region.getByRole('status')).toContainText('saved');
  return region;
}

test('the admin changes the bank account, delivery rate and phone, and shoppers see them on their next page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/settings', { headers })).json()) as StoredSettings;

  try {
    await signInAsAdmin(page);
    await openAdminSection(page, 'Shop settings');

    // Payment accounts: a new bank account number.
    const accountNumber = `0101-01${unique()}`;
    const payment = page.getByRole('region', { name: 'Payment accounts' });
    await payment.getByRole('group', { name: 'Bank transfer' }).getByLabel('Account number').fill(accountNumber);
    await saveCard(page, 'Payment accounts', 'Save payment accounts');

    // Delivery: a new flat rate within Pakistan, with the live example following what is typed.
    const domestic = before.delivery.domesticFlat + 50;
    const delivery = page.getByRole('region', { name: 'Delivery rates' });
    await delivery.getByLabel('Within Pakistan, per order').fill(String(domestic));
    await expect(delivery.getByTestId('delivery-example')).toContainText(
      `Any order within Pakistan costs ${formatPkr(domestic)} to deliver.`,
    );
    await expect(delivery.getByTestId('delivery-example')).toContainText(
      /An order of 3 pieces to the UK costs Rs [\d,]+ to deliver/,
    );
    await saveCard(page, 'Delivery rates', 'Save delivery rates');

    // A mistake is explained where it is, and what was typed stays.
    const contact = page.getByRole('region', { name: 'Contact & hours' });
    const phoneField = contact.getByLabel('Phone number');
    await phoneField.fill('12345');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await expect(contact.getByText('Please enter a valid phone number, e.g. +92 300 1234567')).toBeVisible();
    await expect(phoneField).toBeFocused();
    await expect(phoneField).toHaveValue('12345');
    const phone = `+92 311 ${unique()}`;
    await phoneField.fill(phone);
    await saveCard(page, 'Contact & hours', 'Save contact details');

    // A shopper on another device.
    const shopper = await browser.newPage({ baseURL });
    await addToBag(shopper, 'WMN-BLK-005', 'M', 'Mustard');
    const checkout = new CheckoutPage(shopper);
    await checkout.open();
    const deliveryLine = shopper.locator('div:has(> dt:text-is("Delivery")) > dd');
    await expect(deliveryLine).toHaveText(formatPkr(domestic));
    await checkout.continueToPayment();
    await checkout.choosePayment(/Bank Transfer/);
    await expect(shopper.getByTestId('payment-account')).toContainText(accountNumber);

    await expect(shopper.getByRole('contentinfo')).toContainText(`${formatPkr(domestic)} anywhere in Pakistan`);
    await gotoInteractive(shopper, '/contact');
    await expect(
      shopper.getByRole('region', { name: 'Get in touch' }).getByRole('link', { name: phone }),
    ).toHaveAttribute('href', `tel:+92311${phone.slice(-7)}`);
    await gotoInteractive(shopper, '/faq');
    await shopper.locator('#support summary').click();
    await expect(shopper.locator('#support').getByRole('link', { name: phone })).toBeVisible();
    await shopper.close();
  } finally {
    // Back to the shop as it was: the QR's own URL keeps the picture.
    const { payment, delivery, contact } = before as unknown as Record<string, object>;
    for (const [section, value] of Object.entries({ payment, delivery, contact })) {
      const restored = await request.put(`/api/settings/${section}`, { headers, data: value });
      expect(restored.status(), `${section}: ${await restored.text()}`).toBe(200);
    }
  }
});
