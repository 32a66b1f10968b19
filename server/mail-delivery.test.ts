// Mail from the whole shop to a real SMTP server: placing an order sends exactly one confirmation with its amounts
// and tracking link; shipping sends one update with the courier's link; with the mail server down the order is still
// placed and its confirmation goes out once the server is back; two instances on one database send each message once;
// the contact form's file arrives attached; a general update carries List-Unsubscribe and its one-click link works.
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierTrackingUrl } from '../domain/couriers.ts';
import { formatPkr } from '../domain/money.ts';
import { orderViewSchema } from '../domain/schemas/order-views.ts';
import { notifications } from './db/schema/notifications.ts';
import { randomIp, signedInAs, bearer } from './test/accounts.ts';
import { json } from './test/answers.ts';
import { createProduct } from './test/factories.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from './test/harness.ts';
import { CONTACT_FORM, sampleDocx, samplePdf, sendContactForm, uploadContactAttachment } from './test/contact.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from './test/orders.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  adminToken = (await signedInAs(t, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let shopper = 0;
const uniqueShopper = () => `shopper-${Date.now()}-${++shopper}@example.pk`;
const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const mailsTo = (server: TestSmtpServer, to: string) => server.received.filter((m) => recipientOf(m) === to);

async function placeGuestOrder(app: TestApp, email: string, price = 3200) {
  const product = await createProduct(app.database.db, app.app.services, { price, sizeStock: { S: 10 } });
  const placed = await app.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    remoteAddress: randomIp(),
    payload: orderPayload([{ prodId: product.prodId, price, quantity: 2 }], await uploadScreenshot(app), {
      guestInfo: { name: 'Hira Baig', email, phoneNumber: '0300 1234567' },
    }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json(placed, orderViewSchema);
}

/** Waits until `to` has `count` messages, then a moment more, so a duplicate would have arrived too. */
async function settledMailsTo(server: TestSmtpServer, to: string, count: number) {
  for (let waited = 0; mailsTo(server, to).length < count; waited += 25) {
    if (waited > 10_000) throw new Error(`expected ${count} mails to ${to}, got ${mailsTo(server, to).length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailsTo(server, to);
}

describe('mail from the shop', () => {
  it('sends one order confirmation with the amounts and the tracking link', async () => {
    const email = uniqueShopper();
    const order = await placeGuestOrder(t, email);
    const mails = await settledMailsTo(smtp, email, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain(order.trackingId);
    expect(mail!.text).toContain(formatPkr(order.totalAmount));
    expect(mail!.text).toContain(formatPkr(6400));
    expect(mail!.text).toContain(`${TEST_LINK_BASE}/order-confirmation/${order.trackingId}`);
    expect(mail!.html).toContain(`${TEST_LINK_BASE}/order-confirmation/${order.trackingId}`);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.recipient, email));
    expect(row).toMatchObject({ kind: 'order-confirmation', status: 'sent', orderId: order._id });
  });

  it('sends one update when the order ships, with the courier and its tracking link', async () => {
    const email = uniqueShopper();
    const order = await placeGuestOrder(t, email);
    await settledMailsTo(smtp, email, 1);
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'shipped', courier: 'TCS', consignmentNumber: '77312 04551' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await settledMailsTo(smtp, email, 2);
    expect(mails).toHaveLength(2);
    const update = mails[1]!;
    expect(update.text).toContain('Your order status has been updated to: shipped');
    expect(update.text).toContain(courierTrackingUrl('TCS', '77312 04551')!);
    expect(update.text).toContain('77312 04551');
  });

  it('places the order while the mail server is down, and sends the confirmation once it is back', async () => {
    const server = await startSmtpServer();
    const port = Number(new URL(server.url).port);
    await server.close();
    const down = await buildTestApp({ smtpUrl: server.url });
    try {
      const email = uniqueShopper();
      const order = await placeGuestOrder(down, email);
      const forgot = await down.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'someone@example.pk' },
        remoteAddress: randomIp(),
      });
      expect(forgot.statusCode).toBe(200);
      const mine = and(eq(notifications.recipient, email), eq(notifications.kind, 'order-confirmation'));
      let row;
      for (let i = 0; i < 200 && !row?.lastError; i++) {
        await down.app.services.outbox.kick();
        [row] = await down.database.db.select().from(notifications).where(mine);
      }
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);

      const back = await startSmtpServer(port);
      try {
        await down.database.db
          .update(notifications)
          .set({ nextAttemptAt: new Date(0) })
          .where(mine);
        await down.app.services.outbox.kick();
        const mails = await settledMailsTo(back, email, 1);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toContain(order.trackingId);
        [row] = await down.database.db.select().from(notifications).where(mine);
        expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        await back.close();
      }
    } finally {
      await down.close();
    }
  });

  it('two instances sharing one database send each confirmation exactly once', async () => {
    const second = await buildTestApp({ database: t.database, sessionSecret: t.sessionSecret, smtpUrl: smtp.url });
    try {
      const emails = Array.from({ length: 6 }, uniqueShopper);
      // Orders placed on both instances at once; each instance kicks its own outbox after each commit.
      const orders = await Promise.all(emails.map((email, i) => placeGuestOrder(i % 2 ? second : t, email)));
      await Promise.all([t.app.services.outbox.kick(), second.app.services.outbox.kick()]);
      for (const [i, email] of emails.entries()) {
        const mails = await settledMailsTo(smtp, email, 1);
        expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(orders[i]!.trackingId)]);
      }
    } finally {
      await second.close();
    }
  });

  it('sends the contact form to the shop with a PDF or a DOCX attached, and thanks the sender', async () => {
    for (const [file, name, type] of [
      [samplePdf(), 'measurements.pdf', 'application/pdf'],
      [sampleDocx(), 'size-chart.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const sender = uniqueShopper();
      const shopBefore = mailsTo(smtp, 'hello@hunar.pk').length;
      const sent = await sendContactForm(t, {
        ...CONTACT_FORM,
        email: sender,
        attachment: await uploadContactAttachment(t, file, name),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [toShop] = (await settledMailsTo(smtp, 'hello@hunar.pk', shopBefore + 1)).slice(shopBefore);
      expect(toShop!.replyTo?.text).toBe(sender);
      expect(toShop!.text).toContain(CONTACT_FORM.message);
      expect(toShop!.attachments.map((a) => [a.filename, a.contentType, a.content.equals(file)])).toEqual([
        [name, type, true],
      ]);
      const thanks = await settledMailsTo(smtp, sender, 1);
      expect(thanks).toHaveLength(1);
      expect(thanks[0]!.text).toContain(CONTACT_FORM.message);
      expect(thanks[0]!.attachments).toHaveLength(0);
    }
  });

  it('welcomes a new subscriber once, and a general update carries one-click unsubscribe that works', async () => {
    const [reader, leaver] = [uniqueShopper(), uniqueShopper()];
    for (const email of [reader, leaver, reader]) {
      const subscribed = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email },
        remoteAddress: randomIp(),
      });
      expect(subscribed.statusCode).toBe(200);
    }
    const welcomes = await settledMailsTo(smtp, reader, 1);
    expect(welcomes.map((m) => m.subject)).toEqual([expect.stringContaining('Welcome')]);

    const update = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/general-update',
        headers: bearer(adminToken),
        payload: { subject: 'Eid pieces are here', message: 'Twelve new pieces.\n\nOrders close on the 20th.' },
      });
    const first = await update();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'General update email sent successfully!' });
    const [, news] = await settledMailsTo(smtp, leaver, 2);
    expect(news!.subject).toBe('Eid pieces are here');
    const header = (key: string) => news!.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(header('list-unsubscribe'))?.[1];
    expect(oneClick).toMatch(new RegExp(`^${TEST_LINK_BASE}/api/newsletter/unsubscribe\\?token=`));
    expect(news!.text).toContain(`${TEST_LINK_BASE}/unsubscribe?token=`);

    // What a mail provider sends when the reader presses Unsubscribe (RFC 8058): a form POST, no cookie, no token.
    const url = new URL(oneClick!);
    const left = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(left.statusCode, left.body).toBe(200);

    expect((await update()).statusCode).toBe(200);
    await settledMailsTo(smtp, reader, 3);
    expect(mailsTo(smtp, leaver)).toHaveLength(2);
  });
});
