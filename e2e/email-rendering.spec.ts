// The order confirmation and the shipped status email as a mail program draws them, at a phone's 390 px and a desktop
// reader's 800 px: no sideways scrolling, the tracking buttons in view, item pictures at their set size. The HTML comes
// from the template functions with sample data; screenshots go to .tmp/shots/emails/ to be looked at.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { confirmationMail, statusMail, trackingMail } from '../server/modules/orders/order-mail.ts';
import { MAIL_LINK_BASE, MAIL_PAYMENT_ACCOUNTS } from '../server/test/mail-fixtures.ts';

const base = MAIL_LINK_BASE;
const payment = MAIL_PAYMENT_ACCOUNTS;
const order = {
  id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  trackingId: 'HC-7K3M9QX2PT4W',
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  paymentMethod: 'bank' as const,
  subtotal: 17_497,
  delivery: 250,
  total: 17_747,
  items: [
    { name: 'Ajrak Block-print Kurta', size: 'M', color: 'Indigo', quantity: 2, price: 4_999, imageId: 'indigo' },
    {
      name: 'Chikankari Angrakha in Powder-blue Lawn with Shadow-work Jaali',
      size: 'L',
      color: 'Powder Blue',
      quantity: 1,
      price: 7_499,
      imageId: 'madder',
    },
  ],
};
const SWATCHES: Record<string, string> = { indigo: '#3b4a6b', madder: '#8c2f1b' };

const MAILS = {
  confirmation: {
    html: confirmationMail(order, payment, base, { dueAt: new Date('2026-11-27T10:40:00Z'), hours: 72 }).html!,
    button: 'See and track your order',
  },
  shipped: {
    html: statusMail(order, 'shipped', 'Your order status has been updated to: shipped', base, {
      courier: 'TCS',
      consignmentNumber: '7788 1234 5566',
    }).html!,
    button: 'Track with TCS',
  },
  // Issue 17: tracking that reaches an order already shipped is its own short email.
  tracking: {
    html: trackingMail(order, { courier: 'Leopards', consignmentNumber: 'LE-99812' }, base).html!,
    button: 'Track with Leopards',
  },
};

/** The products' pictures, served in place of the shop's media files (one colour per piece). */
async function servePictures(page: Page) {
  await page.route(`${base}/files/media/**`, async (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[3]!;
    const body = await sharp({ create: { width: 320, height: 400, channels: 3, background: SWATCHES[id] ?? '#999' } })
      .jpeg()
      .toBuffer();
    await route.fulfill({ contentType: 'image/jpeg', body });
  });
}

for (const [name, mail] of Object.entries(MAILS)) {
  for (const width of [390, 800]) {
    test(`the ${name} email reads at ${width} px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await servePictures(page);
      await page.setContent(mail.html, { waitUntil: 'load' });

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(page.getByRole('link', { name: mail.button })).toBeVisible();
      if (name === 'shipped' || name === 'tracking')
        await expect(page.getByRole('link', { name: 'Track it' })).toBeVisible();
      if (name === 'confirmation') {
        const pictures = page.locator(`img[src^="${base}/files/media/"]`);
        await expect(pictures).toHaveCount(2);
        for (const picture of await pictures.all()) {
          expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          expect(await picture.boundingBox()).toMatchObject({ width: 64, height: 80 });
        }
        // The amounts line up on the right edge of their box.
        const total = await page.getByText('Rs 17,747', { exact: true }).boundingBox();
        const delivery = await page.getByText('Rs 250', { exact: true }).boundingBox();
        expect(Math.abs(total!.x + total!.width - (delivery!.x + delivery!.width))).toBeLessThan(1);
      }
      await page.screenshot({ path: `.tmp/shots/emails/${name}-${width}.png`, fullPage: true });
    });
  }
}
