// The admin's email calls against a real SMTP server: the test email answers whether the server accepted it (and why
// not, with no password in the reason), a message to a customer arrives in the brand's template with what staff typed
// escaped, the log pages newest first with its order and preorder links, a re-send delivers again, the mail server's
// state, and who may call each (the permission matrix checks every role too).
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../domain/mail.ts';
import { MAIL_LOG_PAGE_SIZE, MAIL_RESENT } from '../../../domain/schemas/mail.ts';
import { mailLogPageSchema, mailStatusSchema } from '../../../domain/schemas/mail-views.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { errorBody } from '../../plugins/schemas.ts';
import { bearer, randomIp, registerCustomer, signedInAs, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { placePreorder } from '../../test/preorders.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let tokens: Record<'admin' | 'coordinator' | 'worker' | 'customer', string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  const [admin, coordinator, worker, customer] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
    registerCustomer(t),
  ]);
  tokens = { admin: admin.token, coordinator: coordinator.token, worker: worker.token, customer: customer.token };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });

/** The message that reached the SMTP server for this address (each test writes to its own). */
async function arrivedFor(address: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.received.filter((m) => m.to && [m.to].flat().some((to) => to.text.includes(address)));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} messages to ${address}, ${mails.length} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const logFor = async (search: string, page = 1) => {
  const answer = await call('coordinator', 'GET', `/api/email/log?search=${encodeURIComponent(search)}&page=${page}`);
  expect(answer.statusCode).toBe(200);
  return await json(answer, mailLogPageSchema);
};

describe('the test email', () => {
  it('is sent at once and answers the spec message when the server accepted it', async () => {
    const to = uniqueEmail('test');
    const answer = await call('admin', 'POST', '/api/email/test', { testEmail: to });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: MAIL_MESSAGES.testSent });
    const [mail] = await arrivedFor(to);
    expect(mail!.subject).toBe('Hunar email test');
    expect(mail!.text).toContain('This test message was sent from the Hunar admin panel');
    expect(mail!.html).toContain('Your email settings work');
  });

  it('answers 502 with the mail server’s reason, never its password, when it is down or refuses the sign-in', async () => {
    const port = new URL(smtp.url).port;
    for (const [url, reason] of [
      [`smtp://user:secret@127.0.0.1:1`, /ECONNREFUSED/],
      [`smtp://user:wrong-Pa55word@127.0.0.1:${port}`, /Invalid username or password/],
    ] as const) {
      const other = await buildTestApp({ smtpUrl: url, database: t.database, sessionSecret: t.sessionSecret });
      try {
        const answer = await other.app.inject({
          method: 'POST',
          url: '/api/email/test',
          headers: bearer(tokens.admin),
          payload: { testEmail: uniqueEmail('down') },
        });
        expect(answer.statusCode).toBe(502);
        const { error } = await json(answer, errorBody);
        expect(error).toMatch(/^Failed to send test email: /);
        expect(error).toMatch(reason);
        expect(answer.body).not.toMatch(/secret|wrong-Pa55word/);
      } finally {
        await other.close();
      }
    }
  });

  it('is the admin’s alone: a coordinator, a worker and a customer are refused', async () => {
    for (const who of ['coordinator', 'worker', 'customer'] as const)
      expect((await call(who, 'POST', '/api/email/test', { testEmail: uniqueEmail('no') })).statusCode).toBe(403);
  });
});

describe('writing to a customer', () => {
  it('arrives in the brand’s template with what staff typed escaped, each line a paragraph', async () => {
    const to = uniqueEmail('custom');
    const message = 'Your dupatta is ready.\n<script>alert(1)</script> <b>not bold</b>\n\nShukriya';
    const answer = await call('coordinator', 'POST', '/api/email/custom', {
      to,
      subject: 'About <your> order',
      message,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: MAIL_MESSAGES.customSent });
    const [mail] = await arrivedFor(to);
    expect(mail!.subject).toBe('About <your> order');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>not bold</b>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('Hunar');
    expect(mail!.text).toContain('Assalam-o-alaikum,\n\nYour dupatta is ready.\n\n<script>alert(1)</script>');
    const { messages } = await logFor(to);
    expect(messages).toMatchObject([{ kind: 'custom', kindLabel: 'Custom email', recipient: to, status: 'sent' }]);
  });

  it('refuses a bad address, an empty or too long subject and message with the shared schema’s words', async () => {
    const ok = { to: 'sana@example.pk', subject: 'Hello', message: 'Hi' };
    for (const [payload, error] of [
      [{ ...ok, to: 'not-an-address' }, 'Please enter a valid email address'],
      [{ ...ok, subject: ' ' }, 'Subject is required'],
      [{ ...ok, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
      [{ ...ok, message: '' }, 'Message is required'],
      [{ ...ok, message: 'x'.repeat(5_001) }, 'Message must be at most 5,000 characters'],
    ] as const) {
      const answer = await call('admin', 'POST', '/api/email/custom', payload);
      expect(answer.statusCode).toBe(400);
      expect((await json(answer, errorBody)).error).toBe(error);
    }
  });

  it('is refused to a worker and a customer', async () => {
    for (const who of ['worker', 'customer'] as const)
      expect(
        (await call(who, 'POST', '/api/email/custom', { to: 'a@example.pk', subject: 'S', message: 'M' })).statusCode,
      ).toBe(403);
  });
});

describe('the email log', () => {
  it('lists newest first, 50 a page, with the total and the later pages', async () => {
    const domain = `paging-${Date.now()}.pk`;
    for (let i = 1; i <= MAIL_LOG_PAGE_SIZE + 5; i++)
      await t.app.services.outbox.queue(t.database.db, {
        kind: 'test',
        to: `n${i}@${domain}`,
        subject: `Paging ${i}`,
        text: 'x',
      });
    const first = await logFor(domain);
    expect(first.total).toBe(55);
    expect(first.totalPages).toBe(2);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.subject).toBe('Paging 55');
    const second = await logFor(domain, 2);
    expect(second.messages.map((m) => m.subject)).toEqual(['Paging 5', 'Paging 4', 'Paging 3', 'Paging 2', 'Paging 1']);
    const waiting = await call('admin', 'GET', `/api/email/log?status=failed&kind=test&search=${domain}`);
    expect((await json(waiting, mailLogPageSchema)).total).toBe(0);
    expect((await call('admin', 'GET', '/api/email/log?status=lost')).statusCode).toBe(400);
  });

  it('links a message to its order by tracking ID and to its preorder by preorder ID', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest',
      headers: GUEST_BROWSER,
      payload: orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t)),
      remoteAddress: randomIp(),
    });
    const order = await json(placed, orderViewSchema);
    const preorder = await placePreorder(t, [{ prodId: product.prodId, price: 2500 }]);
    const to = uniqueEmail('linked');
    for (const about of [{ orderId: order._id }, { preorderId: preorder._id }])
      expect(
        (await call('admin', 'POST', '/api/email/custom', { to, subject: 'Linked', message: 'Hi', ...about }))
          .statusCode,
      ).toBe(200);
    const { messages } = await logFor(to);
    expect(messages.map((m) => [m.order, m.preorder])).toEqual([
      [null, { _id: preorder._id, preorderId: preorder.preorderId }],
      [{ _id: order._id, trackingId: order.trackingId }, null],
    ]);
    // The order's ID finds its messages too.
    expect((await logFor(order.trackingId)).messages.some((m) => m.recipient === to)).toBe(true);
  });

  it('re-sends a logged message: a second delivery and a second row; an unknown one is 404', async () => {
    const to = uniqueEmail('again');
    await call('admin', 'POST', '/api/email/custom', { to, subject: 'Twice', message: 'Hello again' });
    await arrivedFor(to);
    const [logged] = (await logFor(to)).messages;
    const answer = await call('coordinator', 'POST', `/api/email/log/${logged!._id}/resend`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: MAIL_RESENT });
    const mails = await arrivedFor(to, 2);
    expect(mails.map((m) => m.subject)).toEqual(['Twice', 'Twice']);
    expect((await logFor(to)).total).toBe(2);
    const unknown = await call('admin', 'POST', '/api/email/log/00000000-0000-4000-8000-000000000000/resend');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Email not found' });
  });

  it('is staff with messages:manage only: a worker and a customer are refused', async () => {
    for (const who of ['worker', 'customer'] as const) {
      expect((await call(who, 'GET', '/api/email/log')).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/email/status')).statusCode).toBe(403);
    }
  });
});

describe('the mail server card', () => {
  it('shows SMTP host and port, the sender and the counts, never the password', async () => {
    const answer = await call('coordinator', 'GET', '/api/email/status');
    expect(answer.statusCode).toBe(200);
    const status = await json(answer, mailStatusSchema);
    expect(status).toMatchObject({ transport: 'smtp', target: `127.0.0.1:${new URL(smtp.url).port}` });
    expect(status.sender).toBe('Hunar <no-reply@shop.test>');
    expect(status.sentLastDay).toBeGreaterThan(0);
    expect(answer.body).not.toContain('secret');
  });

  it('shows only the mail folder’s own name when mail is written as files', async () => {
    const files = await buildTestApp({ database: t.database, sessionSecret: t.sessionSecret });
    try {
      const answer = await files.app.inject({ method: 'GET', url: '/api/email/status', headers: bearer(tokens.admin) });
      expect(answer.json()).toMatchObject({ transport: 'files', target: 'mail' });
      expect(answer.body).not.toContain(files.dataDir);
    } finally {
      await files.close();
    }
  });
});
