// What the shop refuses, as one readable table: each row is an attack (or a fault) as an attacker would send it
// through the real app on the real database, and the safe outcome the shop must answer with. A row that needs setting
// up does it in its own request function; `after` checks what must still hold (nothing written, nothing leaked).
// The same faults against a production start (a stop signal, an unreachable database, a burst of big pictures) are in
// server/main.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../domain/accounts.ts';
import { CONTACT_ATTACHMENT_MISSING } from '../domain/contact.ts';
import { COURIER_MESSAGES } from '../domain/couriers.ts';
import { ORDER_MESSAGES } from '../domain/order-messages.ts';
import { PREORDER_MESSAGES } from '../domain/preorder-messages.ts';
import { sessionResponseSchema } from '../domain/schemas/account-views.ts';
import { contactMessagePageView } from '../domain/schemas/contact-views.ts';
import { NEWSLETTER_MESSAGES } from '../domain/schemas/newsletter.ts';
import { orderViewSchema } from '../domain/schemas/order-views.ts';
import { UPLOAD_MESSAGES } from '../domain/uploads.ts';
import { emailChangeUndos, users } from './db/schema/accounts.ts';
import { productStock } from './db/schema/catalog.ts';
import { newsletterSubscribers } from './db/schema/newsletter.ts';
import { notifications } from './db/schema/notifications.ts';
import { orders } from './db/schema/orders.ts';
import { preorderProgressImages, preorders } from './db/schema/preorders.ts';
import { workshopJobs } from './db/schema/workshop.ts';
import { WORKSHOP_MESSAGES } from '../domain/workshop-messages.ts';
import { addArtisan, assignJob, board, moveJob, paidPreorder } from './test/workshop.ts';
import { createOrdersService, createUnpaidOrdersJob } from './modules/orders/index.ts';
import { bearer, randomIp, registerCustomer, signedInAs, uniqueEmail } from './test/accounts.ts';
import { createProduct } from './test/factories.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp, type TestAppOptions } from './test/harness.ts';
import {
  askContactUpload,
  CONTACT_FORM,
  putFile,
  samplePdf,
  sendContactForm,
  uploadContactAttachment,
} from './test/contact.ts';
import { ASSISTANT_ATTACKS, expectSafeAnswer, placeVictimOrder } from './test/assistant-attacks.ts';
import { gullibleModel, startModelServer, type TestModelServer } from './test/model-server.ts';
import { GUEST_BROWSER, orderPayload, placeSignedInOrder, uploadScreenshot } from './test/orders.ts';
import { placePreorder, preorderPayload } from './test/preorders.ts';
import {
  changeEmail,
  expectNoScreenshot,
  OTHER_BROWSER,
  screenshotSecrets,
  track,
  trackPreorder,
  undoTokenFor,
} from './test/privacy-attacks.ts';
import { preorderViewSchema } from '../domain/schemas/preorder-views.ts';
import { signedUploadView } from '../domain/schemas/uploads.ts';
import { METRICS_REFUSED } from './plugins/metrics.ts';
import { errorBody } from './plugins/schemas.ts';
import { json } from './test/answers.ts';

interface Expected {
  status: number;
  /** The { error } the shopper or the attacker is told. */
  error?: string | RegExp;
  headers?: Record<string, string | RegExp>;
}

interface Attack {
  attack: string;
  request: (t: TestApp) => Promise<LightMyRequestResponse>;
  expected: Expected;
  after?: (t: TestApp, response: LightMyRequestResponse) => Promise<void>;
}

/** Asks for a signed upload URL as a guest and answers it (the first step of every upload). */
async function guestUploadTicket(t: TestApp, fileType = 'image/png') {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/images/public-upload',
    remoteAddress: randomIp(),
    payload: { fileName: 'transfer.png', fileType, bucketName: 'payment-screenshots', fileSize: 1000 },
  });
  return json(asked, signedUploadView);
}

/** A second instance of the shop on the same database, answering the assistant with a gullible stand-in model. */
let onModel: Promise<{ app: TestApp; model: TestModelServer }> | undefined;
function shopOnGullibleModel(t: TestApp) {
  onModel ??= (async () => {
    const model = await startModelServer(gullibleModel);
    const app = await buildTestApp({
      database: t.database,
      llm: { baseUrl: model.baseUrl, apiKey: 'sk-x', model: 'obedient' },
    });
    return { app, model };
  })();
  return onModel;
}

/** The operator's token of the rows' shops that serve /metrics. */
const METRICS_TOKEN = 'security-table-metrics-token-7c41';

/** Every line the app logged during this file's run, and the secrets the rows sent in URLs. */
const logLines: string[] = [];
const secretsSent: string[] = [];

const ATTACKS: Attack[] = [
  // The shop assistant answers every injection and data-leak attempt, and answers it safely.
  ...ASSISTANT_ATTACKS.map(({ message, shows = [] }): Attack => {
    let trackingId = '';
    return {
      attack: `asks the shop assistant: ${message}`,
      request: async (t) => {
        trackingId = await placeVictimOrder(t);
        return t.app.inject({
          method: 'POST',
          url: '/api/chatbot/chat',
          remoteAddress: randomIp(),
          payload: { message: message.replace('{order}', trackingId), conversationHistory: [] },
        });
      },
      expected: { status: 200 },
      after: async (_t, response) =>
        expectSafeAnswer(
          response.json(),
          shows.map((part) => part.replace('{order}', trackingId)),
        ),
    };
  }),
  // The same attempts on a second instance whose model does whatever the shopper writes (calls the tool the message
  // points at with the text as typed, echoes the message and the results): the shop's own checks keep it safe.
  ...ASSISTANT_ATTACKS.map(({ message }): Attack => {
    let trackingId = '';
    return {
      attack: `asks the shop assistant on a model that obeys every instruction: ${message}`,
      request: async (t) => {
        trackingId = await placeVictimOrder(t);
        const { app, model } = await shopOnGullibleModel(t);
        model.requests.length = 0;
        return app.app.inject({
          method: 'POST',
          url: '/api/chatbot/chat',
          remoteAddress: randomIp(),
          payload: { message: message.replace('{order}', trackingId), conversationHistory: [] },
        });
      },
      expected: { status: 200 },
      after: async (t, response) => {
        expectSafeAnswer(response.json());
        const { model } = await shopOnGullibleModel(t);
        // Declined outright, or the model was asked: either way it was this instance's assistant that answered.
        const asked = message.replace('{order}', trackingId);
        if (model.requests.length > 0) expect(model.requests[0]!.messages.at(-1)!.content).toBe(asked);
      },
    };
  }),
  {
    attack:
      'asks for guest upload links with a new made-up X-Upload-Token each time, to get round the per-browser limit',
    request: async (t) => {
      const ask = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/images/public-upload',
          remoteAddress: '10.99.0.1',
          headers: { 'x-upload-token': `made-up-token-${String(n).padStart(24, '0')}` },
          payload: { fileName: 'transfer.png', fileType: 'image/png', bucketName: 'payment-screenshots' },
        });
      for (let n = 0; n < 200; n++) expect((await ask(n)).statusCode).toBe(200);
      return ask(200);
    },
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: 'probes an unknown API path with GET (the storefront must not answer it with a page)',
    request: (t) => t.app.inject({ method: 'GET', url: '/api/admin/secret-export?format=csv' }),
    expected: {
      status: 404,
      error: 'No such endpoint: GET /api/admin/secret-export',
      headers: { 'content-type': /application\/json/ },
    },
  },
  {
    attack: 'probes an unknown API path with HEAD',
    request: (t) => t.app.inject({ method: 'HEAD', url: '/api/v2/orders' }),
    expected: { status: 404, headers: { 'content-type': /application\/json/ } },
  },
  {
    attack: 'probes an unknown API path with DELETE',
    request: (t) => t.app.inject({ method: 'DELETE', url: '/api/backups/latest' }),
    expected: { status: 404, error: 'No such endpoint: DELETE /api/backups/latest' },
  },
  // /metrics (issue 19; reference row 57): nowhere unless the operator asks, and then only with the operator's token.
  {
    attack: 'reads /metrics on a shop that set neither METRICS_TOKEN nor METRICS_PORT',
    request: () => withApp({ storefront: true }, (shop) => shop.app.inject({ method: 'GET', url: '/metrics' })),
    expected: { status: 404, error: 'No such endpoint: GET /metrics' },
    after: async (_t, response) => expect(response.body).not.toContain('shop_http'),
  },
  {
    attack: 'guesses the metrics token: one character off, a prefix, the token with a character more, none at all',
    request: () =>
      withApp({ metrics: { token: METRICS_TOKEN } }, async (shop) => {
        const scrape = (authorization?: string) =>
          shop.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        for (const guess of [`${METRICS_TOKEN.slice(0, -1)}X`, METRICS_TOKEN.slice(0, 8), `${METRICS_TOKEN}0`]) {
          const refused = await scrape(`Bearer ${guess}`);
          expect([refused.statusCode, refused.json()]).toEqual([401, { error: METRICS_REFUSED }]);
        }
        return scrape();
      }),
    expected: { status: 401, error: METRICS_REFUSED, headers: { 'www-authenticate': 'Bearer realm="metrics"' } },
  },
  {
    attack: "scrapes /metrics with an admin's session token instead of METRICS_TOKEN",
    request: () =>
      withApp({ metrics: { token: METRICS_TOKEN } }, async (shop) => {
        const admin = await signedInAs(shop, 'admin');
        return shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer(admin.token) });
      }),
    expected: { status: 401, error: METRICS_REFUSED },
  },
  {
    attack: 'asks for /metrics, with the right token, on the public port of a shop serving it on METRICS_PORT',
    request: () =>
      withApp({ metrics: { token: METRICS_TOKEN, port: 0 } }, (shop) =>
        shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
      ),
    expected: { status: 404, error: 'No such endpoint: GET /metrics' },
  },
  {
    attack: 'sends an X-Request-Id of markup and 200 characters, to forge or flood the log',
    request: (t) =>
      t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': `<script>alert(1)</script>${'A'.repeat(175)}` },
      }),
    expected: {
      status: 200,
      headers: { 'x-request-id': /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/ },
    },
    after: async () => expect(logLines.join('')).not.toContain('<script>alert(1)</script>'),
  },
  {
    attack: 'PUTs HTML bytes to an upload URL declared as image/png',
    request: async (t) => {
      const { signedUrl } = await guestUploadTicket(t);
      return t.app.inject({
        method: 'PUT',
        url: signedUrl,
        headers: { 'content-type': 'image/png' },
        payload: '<html><script>alert(1)</script></html>',
      });
    },
    // Says what is wrong with the file, not that PNG is not allowed.
    expected: { status: 415, error: UPLOAD_MESSAGES.notAnImage },
  },
  {
    attack: 'PUTs a real PNG with Content-Type text/html to an upload URL declared as image/png',
    request: async (t) => {
      const { signedUrl } = await guestUploadTicket(t);
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      return t.app.inject({ method: 'PUT', url: signedUrl, headers: { 'content-type': 'text/html' }, payload: png });
    },
    expected: { status: 415, error: 'File type text/html is not allowed' },
  },
  {
    attack: 'rotates a spoofed X-Forwarded-For on every tracking look-up to escape the per-address limit (30 a minute)',
    request: async (t) => {
      // Behind one proxy (TRUST_PROXY=1) the proxy appends the real client last; the attacker controls what comes before.
      const lookup = (n: number) =>
        t.app.inject({
          method: 'GET',
          url: '/api/orders/track/HC-AAAA-BBBB-CCCC',
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.77` },
        });
      for (let n = 1; n <= 30; n++) expect((await lookup(n)).statusCode).toBe(404);
      return lookup(31);
    },
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: 'rotates a spoofed X-Forwarded-For on forgot-password to mail-bomb past the per-address limit',
    request: async (t) => {
      const ask = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          remoteAddress: '10.9.9.10',
          headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.78` },
          payload: { email: `victim${n}@example.pk` },
        });
      for (let n = 1; n <= 5; n++) expect((await ask(n)).statusCode).toBe(200);
      return ask(6);
    },
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: 'reads the request log for secrets that rode in URLs (signed links, reset tokens, tracking IDs)',
    request: async (t) => {
      const { signedUrl } = await guestUploadTicket(t);
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      await t.app.inject({ method: 'PUT', url: signedUrl, headers: { 'content-type': 'image/png' }, payload: png });
      await t.app.inject({ method: 'GET', url: '/api/orders/track/HC-SECR-ETTR-ACK9' });
      await t.app.inject({ method: 'GET', url: '/reset-password/Rst0kenKnownToTheTest_abcdefghijklmnop' });
      const reader = await newsletterReader(t);
      await t.app.inject({ method: 'POST', url: reader.oneClickUnsubscribeUrl.replace(TEST_LINK_BASE, '') });
      secretsSent.push(
        new URL(reader.unsubscribeUrl).searchParams.get('token')!.split('.')[1]!,
        new URL(signedUrl, 'http://x').searchParams.get('signature')!,
        'SECR-ETTR-ACK9',
        'Rst0kenKnownToTheTest_abcdefghijklmnop',
      );
      return t.app.inject({ method: 'GET', url: '/api/health' });
    },
    expected: { status: 200 },
    after: async () => {
      const log = logLines.join('');
      // The requests were logged (so the check below is not vacuous), with their secrets cut down.
      expect(log).toContain('/api/orders/track/HC-SECR-…');
      expect(log).toContain('signature=[redacted]');
      expect(log).toContain('/reset-password/Rst0…');
      for (const secret of secretsSent) expect(log).not.toContain(secret);
    },
  },
  {
    attack: 'tries to lock the owner out: 10 wrong passwords from each of three addresses, then the owner signs in',
    request: async (t) => {
      const owner = await registerCustomer(t);
      const signIn = (password: string, client: string, deviceToken?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: '10.9.9.11',
          headers: { 'x-forwarded-for': client },
          payload: { email: owner.email, password, deviceToken },
        });
      const guesses = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].flatMap((client) =>
        Array.from({ length: 10 }, (_, i) => signIn(`guess-${i}`, client)),
      );
      expect(new Set((await Promise.all(guesses)).map((r) => r.statusCode))).toEqual(new Set([401]));
      // The owner's phone, which registered the account, shares the last attacker's carrier address.
      return signIn(owner.password, '198.51.100.3', owner.deviceToken);
    },
    expected: { status: 200 },
  },
  {
    attack: 'spreads tracking look-ups over two instances of the shop to get the per-address limit (30 a minute) twice',
    request: (t) =>
      withApp({ database: t.database, trustProxy: 1 }, async (other) => {
        const lookup = (shop: TestApp) =>
          shop.app.inject({
            method: 'GET',
            url: '/api/orders/track/HC-AAAA-BBBB-DDDD',
            remoteAddress: '10.9.9.12',
            headers: { 'x-forwarded-for': '203.0.113.79' },
          });
        for (let n = 0; n < 30; n++) expect((await lookup(n % 2 ? t : other)).statusCode).toBe(404);
        return lookup(other);
      }),
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: 'spreads password guesses over two instances of the shop to get 10 wrong guesses on each',
    request: async (t) => {
      const victim = await registerCustomer(t);
      return withApp({ database: t.database, trustProxy: 1 }, async (other) => {
        const guess = (shop: TestApp, n: number) =>
          shop.app.inject({
            method: 'POST',
            url: '/api/users/login',
            remoteAddress: '10.9.9.13',
            headers: { 'x-forwarded-for': '203.0.113.80' },
            payload: { email: victim.email, password: `guess-${n}` },
          });
        for (let n = 0; n < 10; n++) expect((await guess(n % 2 ? t : other, n)).statusCode).toBe(401);
        return guess(other, 10);
      });
    },
    expected: { status: 429, error: ACCOUNT_MESSAGES.tooManyAttempts(15) },
  },
  // Issue 28, item 4: an attempt is counted before its password is checked.
  {
    attack: 'sends 40 wrong passwords for one account from one address all at once, past the limit of 10',
    request: async (t) => {
      const victim = await registerCustomer(t);
      const guess = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: '10.9.9.14',
          headers: { 'x-forwarded-for': '203.0.113.81' },
          payload: { email: victim.email, password },
        });
      const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => guess(`guess-${n}`)));
      const statuses = answers.map((r) => r.statusCode);
      // Only 10 passwords were ever checked; the other 30 were refused before theirs was.
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      // The right password from that address waits out the window too: the guesses stand.
      return guess(victim.password);
    },
    expected: { status: 429, error: ACCOUNT_MESSAGES.tooManyAttempts(15) },
  },
  // Issue 28, item 2: a lock waited on for a few seconds is a fast 503, and stalls only what needs the table.
  {
    attack: 'holds an ACCESS EXCLUSIVE lock on orders while 17 shoppers place and track orders',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 50 } });
      const screenshots = await Promise.all(Array.from({ length: 5 }, () => uploadScreenshot(t)));
      const shopper = await registerCustomer(t);
      const place = (screenshot: string, n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/guest',
          headers: { ...GUEST_BROWSER, 'idempotency-key': `locked-orders-${product.id}-${n}` },
          payload: orderPayload([{ prodId: product.prodId, price: 2500 }], screenshot),
          remoteAddress: randomIp(),
        });
      const locker = new pg.Client({ connectionString: t.database.pool.options.connectionString });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table orders in access exclusive mode');
        const startedAt = Date.now();
        const timed = async (send: Promise<LightMyRequestResponse>) => {
          const response = await send;
          return { response, ms: Date.now() - startedAt };
        };
        const stuck = [
          ...screenshots.map((screenshot, n) => timed(place(screenshot, n))),
          ...Array.from({ length: 12 }, () =>
            timed(
              t.app.inject({ method: 'GET', url: '/api/orders/track/HC-AAAA-BBBB-CCCC', remoteAddress: randomIp() }),
            ),
          ),
        ];
        // The rest of the shop, asked while those wait on the lock: answered, each within a second.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const others = await Promise.all([
          timed(t.app.inject({ method: 'GET', url: '/api/health' })),
          timed(t.app.inject({ method: 'GET', url: `/api/products?search=lock${Date.now()}` })),
          timed(
            t.app.inject({
              method: 'POST',
              url: '/api/users/login',
              remoteAddress: randomIp(),
              payload: { email: shopper.email, password: shopper.password },
            }),
          ),
        ]);
        for (const { response, ms } of others) {
          expect(response.statusCode, response.body).toBe(200);
          expect(ms - 300).toBeLessThan(1_000);
        }
        // Those that need the table are answered 503 with Retry-After within a few seconds, not 15.
        const answered = await Promise.all(stuck);
        for (const { response, ms } of answered) {
          expect(response.statusCode, response.body).toBe(503);
          expect(response.headers['retry-after']).toBeDefined();
          expect(ms).toBeLessThan(5_000);
        }
      } finally {
        await locker.query('rollback');
        await locker.end();
      }
      // Nothing of the refused placements stayed: the stock is whole. Once the lock is gone, the same attempt places
      // the order, and its retry answers that same order.
      expect(await stockOf(t, product.id)).toBe(50);
      const retried = await place(screenshots[0]!, 0);
      expect(retried.statusCode, retried.body).toBe(201);
      const again = await place(screenshots[0]!, 0);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await json(again, orderViewSchema))._id).toBe((await json(retried, orderViewSchema))._id);
      return again;
    },
    expected: { status: 201 },
  },
  {
    attack: 'starves the database pool (every connection held busy) and waits on a request (reliability D2)',
    request: async (t) => {
      const held = await Promise.all(
        Array.from({ length: t.database.pool.options.max }, () => t.database.pool.connect()),
      );
      try {
        const started = Date.now();
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: randomIp(),
          payload: { email: 'starved@example.pk' },
        });
        // Answered after the 2 s acquire timeout, not after 15 s or never.
        expect(Date.now() - started).toBeLessThan(3_500);
        return response;
      } finally {
        for (const client of held) client.release();
      }
    },
    expected: {
      status: 503,
      error: 'The shop is busy. Please try again in a moment.',
      headers: { 'retry-after': '5' },
    },
    after: async (t) => {
      expect(logLines.join('')).toContain('database unavailable');
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok' });
    },
  },
  {
    attack: 'sends Host: evil.tld to a shop with PUBLIC_URL set, to poison its sitemap and link previews',
    request: () =>
      withApp(
        { publicUrl: 'https://hunar.pk', allowedHosts: ['hunar.pk', 'www.hunar.pk'], storefront: true },
        async (shop) => {
          // Its own names and localhost (health checks) are answered.
          expect(
            (await shop.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost:3000' } }))
              .statusCode,
          ).toBe(200);
          expect(
            (await shop.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'www.hunar.pk' } }))
              .statusCode,
          ).toBe(200);
          return shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.tld' } });
        },
      ),
    expected: { status: 421, error: 'This server does not serve that address.' },
  },
  {
    attack:
      'sends Host: evil.tld (and X-Forwarded-Host) to a shop without PUBLIC_URL, to poison its cached sitemap, robots.txt and canonical URLs',
    request: () =>
      withApp({ storefront: true, trustProxy: 1 }, async (shop) => {
        const evil = { host: 'evil.tld', 'x-forwarded-host': 'evil.tld' };
        const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt', headers: evil });
        expect(robots.body).toContain(`Sitemap: ${TEST_LINK_BASE}/sitemap.xml`);
        const home = await shop.app.inject({ method: 'GET', url: '/', headers: evil });
        expect(home.body).not.toContain('evil.tld');
        return shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil });
      }),
    expected: { status: 200 },
    after: async (_t, sitemap) => {
      expect(sitemap.body).toContain(`<loc>${TEST_LINK_BASE}/</loc>`);
      expect(sitemap.body).not.toContain('evil.tld');
    },
  },
  {
    attack:
      'floods the page cache with made-up query parameters (?utm_source=1, 2, ... past its 500 pages) to push the shop page out and make every visit render',
    request: () =>
      withApp({ storefront: true }, async (shop) => {
        // Every render of the shop reads its product list once (a hit or not): this counts renders.
        const renders = vi.spyOn(shop.app.services.cached.catalog, 'listProducts');
        await shop.app.inject({ method: 'GET', url: '/shop' });
        for (let i = 0; i <= 500; i++) await shop.app.inject({ method: 'GET', url: `/shop?utm_source=${i}&x${i}=1` });
        const page = await shop.app.inject({ method: 'GET', url: '/shop' });
        // One render, and one more per 5 s the flood takes on a busy machine (a page is fresh for 5 s); not 502.
        expect(renders.mock.calls.length).toBeLessThan(20);
        return page;
      }),
    expected: { status: 200 },
  },
  {
    attack:
      'sends 30 big pictures at once (6300 x 6300 and 4900 x 4900 JPEGs, under 5 MB) to stall sign-in and the catalog',
    request: async (t) => {
      const customer = await registerCustomer(t);
      const outcome = await burstOfBigPictures(t, async () => {
        const started = Date.now();
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: randomIp(),
          payload: { email: customer.email, password: customer.password },
        });
        expect(login.statusCode).toBe(200);
        const catalog = await t.app.inject({ method: 'GET', url: '/api/products?page=1' });
        expect(catalog.statusCode).toBe(200);
        return Date.now() - started;
      });
      // Every upload is answered as stored (200), too many pixels (413) or busy with a time to come back (503): never a 500.
      for (const answer of outcome.uploads) expect([200, 413, 503], answer.body).toContain(answer.statusCode);
      expect(outcome.uploads.filter((a) => a.statusCode === 413)).toHaveLength(10);
      // One at a time and 16 in line: the rest of the 20 decodable ones are told to come back.
      expect(outcome.uploads.filter((a) => a.statusCode === 503).length).toBeGreaterThan(0);
      expect(outcome.uploads.some((a) => a.statusCode === 200)).toBe(true);
      for (const busy of outcome.uploads.filter((a) => a.statusCode === 503))
        expect(busy.headers['retry-after']).toBe('5');
      // Sign-in (one scrypt hash) and a catalog page stay within seconds, not the 3-30 s measured before the queue.
      expect(Math.max(...outcome.probeMs)).toBeLessThan(2_500);
      return outcome.uploads.find((a) => a.statusCode === 503) ?? outcome.uploads.find((a) => a.statusCode === 413)!;
    },
    expected: { status: 503, error: UPLOAD_MESSAGES.busy },
  },
  {
    attack: "tags a product image with markup instead of one of the product's colours",
    request: async (t) => {
      const admin = await signedInAs(t, 'admin');
      const product = await createProduct(t.database.db, t.app.services, { colors: ['Indigo'] });
      const shown = (await t.app.inject({ method: 'GET', url: `/api/products/prod/${product.prodId}` })).json();
      return t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: bearer(admin.token),
        payload: {
          name: 'Test Kurta',
          description: 'A handmade test piece.',
          price: 2500,
          category: 'women',
          sizeStock: { S: 5 },
          colors: ['Indigo'],
          images: [{ imageURL: shown.images[0].url, featured: true, color: '<img src=x onerror=alert(1)>' }],
        },
      });
    },
    expected: {
      status: 400,
      error: "Image 1 is tagged <img src=x onerror=alert(1)>, which is not one of this product's colours",
    },
  },
  {
    attack: 'replaces the payment proof of an order already marked paid, by its tracking ID, with no sign-in',
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      const admin = await signedInAs(t, 'admin');
      await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/payment`,
        headers: bearer(admin.token),
        payload: { paymentStatus: 'paid' },
      });
      // Even from the very browser that placed it.
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.trackingId}/screenshot`,
        headers: GUEST_BROWSER,
        payload: { screenshot: await uploadScreenshot(t) },
      });
    },
    expected: { status: 409, error: ORDER_MESSAGES.screenshotFrozenPaid },
  },
  {
    attack: "asks for what the shop's proof check found on the shopper's own order, signed in as its owner",
    request: async (t) => {
      const customer = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const order = await placeSignedInOrder(t, customer.token, product.prodId, 3000);
      return t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/proof-check`,
        headers: bearer(customer.token),
      });
    },
    expected: { status: 403 },
  },
  {
    attack: 'filters the staff order list by proof check as a worker, who does not confirm payments',
    request: async (t) => {
      const worker = await signedInAs(t, 'worker');
      return t.app.inject({ method: 'GET', url: '/api/orders?proofCheck=flagged', headers: bearer(worker.token) });
    },
    expected: { status: 403 },
  },
  {
    attack: "reads a guest order's tracking view once its proof was checked, looking for what the check found",
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      // The check has run (the plain picture is unreadable) before the shopper looks.
      await t.app.services.proofChecks.kick();
      return t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}`, headers: GUEST_BROWSER });
    },
    expected: { status: 200 },
    after: async (_t, response) => {
      expect(response.body).not.toMatch(/proof|flag|unreadable|transactionId|confidence/i);
    },
  },
  {
    attack: 'replaces the payment proof of a pending guest order from another browser that knows the tracking ID',
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      const attacker = { 'x-upload-token': 'attackers-own-browser-upload-token-0123456789' };
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.trackingId}/screenshot`,
        headers: attacker,
        payload: { screenshot: await uploadScreenshot(t, undefined, attacker) },
      });
    },
    expected: { status: 403, error: ORDER_MESSAGES.screenshotOtherBrowser },
  },
  {
    attack: "places a guest order with someone else's uploaded screenshot (a leaked fileUrl)",
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const victims = await uploadScreenshot(t);
      const attacker = { 'x-upload-token': 'attackers-own-browser-upload-token-0123456789' };
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/guest',
        headers: attacker,
        payload: orderPayload([{ prodId: product.prodId, price: 3000 }], victims),
        remoteAddress: randomIp(),
      });
    },
    expected: { status: 400, error: ORDER_MESSAGES.screenshotNotFound },
  },
  {
    attack: 'deletes the payment proof of their own order through delete-file before staff have looked at it',
    request: async (t) => {
      const customer = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const proof = await uploadScreenshot(t, customer.token);
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer.token),
        payload: orderPayload([{ prodId: product.prodId, price: 3000 }], proof),
        remoteAddress: randomIp(),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/images/delete-file',
        headers: bearer(customer.token),
        payload: { fileName: proof, bucketName: 'payment-screenshots' },
      });
    },
    expected: { status: 409, error: UPLOAD_MESSAGES.fileInUse },
  },

  {
    attack: 'buys up every piece as a guest with any PNG as "proof" and never pays, to hold the stock for ever',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 3 } });
      hoarded.productId = product.id;
      const payload = orderPayload([{ prodId: product.prodId, price: 3000, quantity: 3 }], await uploadScreenshot(t));
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/guest',
        headers: GUEST_BROWSER,
        payload,
        remoteAddress: randomIp(),
      });
    },
    // Placing is allowed (the proof is checked by a person); holding is not.
    expected: { status: 201 },
    after: async (t, response) => {
      expect(await stockOf(t, hoarded.productId)).toBe(0);
      await jobAt(t, 71).runOnce();
      expect(await stockOf(t, hoarded.productId)).toBe(0);
      await jobAt(t, 73).runOnce();
      expect(await stockOf(t, hoarded.productId)).toBe(3);
      const [row] = await t.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, response.json()._id));
      expect(row!.status).toBe('cancelled');
    },
  },
  {
    attack: 'a worker (no payments:update) extends an unpaid order’s deadline to keep its stock held',
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      const worker = await signedInAs(t, 'worker');
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/payment-deadline`,
        headers: bearer(worker.token),
        payload: { extendByHours: 168 },
      });
    },
    expected: { status: 403, error: ACCOUNT_MESSAGES.notAllowed },
  },
  {
    attack: 'staff extend a deadline by months in one go',
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      const coordinator = await signedInAs(t, 'coordinator');
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/payment-deadline`,
        headers: bearer(coordinator.token),
        payload: { extendByHours: 24 * 90 },
      });
    },
    expected: { status: 400, error: 'Hours to add must be at most 168' },
  },
  {
    attack: "staff mark an order shipped with neither its tracking nor 'No tracking number', mailing an empty promise",
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      const coordinator = await signedInAs(t, 'coordinator');
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/status`,
        headers: bearer(coordinator.token),
        payload: { status: 'shipped' },
      });
    },
    expected: { status: 400, error: COURIER_MESSAGES.trackingRequired },
  },
  // Issue 28 item 7: an order staff confirmed paid is cancelled by staff only, and then the money owed is recorded.
  {
    attack: 'a shopper cancels their order after staff confirmed its payment: stock back, money kept, no refund step',
    request: async (t) => {
      Object.assign(paidVictim, await paidOrder(t));
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${paidVictim.orderId}/cancel`,
        headers: bearer(paidVictim.shopperToken),
      });
    },
    expected: { status: 409, error: ORDER_MESSAGES.cancelPaid },
    after: async (t) => expectPaidOrderUntouched(t),
  },
  {
    attack: 'a shopper marks the refund of their own cancelled paid order as sent, so the shop forgets what it owes',
    request: async (t) => {
      Object.assign(paidVictim, await paidOrder(t));
      const staff = await signedInAs(t, 'coordinator');
      const cancelled = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${paidVictim.orderId}/cancel`,
        headers: bearer(staff.token),
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${paidVictim.orderId}/refund`,
        headers: bearer(paidVictim.shopperToken),
        payload: { reference: 'FAKE-1' },
      });
    },
    expected: { status: 403, error: ACCOUNT_MESSAGES.notAllowed },
    after: async (t) => {
      const [row] = await t.database.db
        .select({ refundAmount: orders.refundAmount, refundedAt: orders.refundedAt })
        .from(orders)
        .where(eq(orders.id, paidVictim.orderId));
      expect(row).toEqual({ refundAmount: 3000 + paidVictim.delivery, refundedAt: null });
    },
  },
  {
    attack: 'a worker (orders:read only) cancels an order already paid, putting its pieces back on sale',
    request: async (t) => {
      Object.assign(paidVictim, await paidOrder(t));
      const worker = await signedInAs(t, 'worker');
      return t.app.inject({
        method: 'PUT',
        url: `/api/orders/${paidVictim.orderId}/cancel`,
        headers: bearer(worker.token),
        payload: { refund: { amount: 1, method: 'bank' } },
      });
    },
    expected: { status: 403, error: ACCOUNT_MESSAGES.notAllowed },
    after: async (t) => expectPaidOrderUntouched(t),
  },
  {
    attack:
      'a signed-in shopper types a stranger’s email into guestInfo, so the shop mails the stranger an order in their name',
    request: async (t) => {
      const shopper = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const payload = orderPayload(
        [{ prodId: product.prodId, price: 3000 }],
        await uploadScreenshot(t, shopper.token),
        {
          guestInfo: { name: 'Shopper', email: 'victim@example.pk', phoneNumber: '0300 1234567' },
        },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload,
        remoteAddress: randomIp(),
      });
    },
    // The order goes through; its mail and its customer_email are the account's.
    expected: { status: 201 },
    after: async (t, response) => {
      const order = await json(response, orderViewSchema);
      expect(order.contact.email).toBe(order.user?.email);
      const [row] = await t.database.db
        .select({ customerEmail: orders.customerEmail })
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(row!.customerEmail).toBe(order.user?.email);
      expect(
        await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'victim@example.pk')),
      ).toEqual([]);
    },
  },
  {
    attack: 'sends a preorder whose prices and 50% deposit the browser set to 1 rupee',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 8000 });
      const payload = preorderPayload([{ prodId: product.prodId, price: 1, quantity: 2 }], [await uploadScreenshot(t)]);
      return t.app.inject({ method: 'POST', url: '/api/preorders/guest', headers: GUEST_BROWSER, payload });
    },
    expected: { status: 409, error: PREORDER_MESSAGES.priceChanged },
    after: async (t) =>
      expect(await t.database.db.select().from(preorders).where(eq(preorders.originalAmount, 2))).toEqual([]),
  },
  {
    attack: 'guesses preorder IDs from one address, 31 a minute',
    request: async (t) => {
      const lookup = () =>
        t.app.inject({ method: 'GET', url: '/api/preorders/track/PO-AAAA-BBBB-CCCC', remoteAddress: '10.9.9.11' });
      for (let n = 1; n <= 30; n++) expect((await lookup()).statusCode).toBe(404);
      return lookup();
    },
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: "reads a registered shopper's preorder with only its preorder ID: contact, street and staff notes",
    request: async (t) => {
      const shopper = await registerCustomer(t, { phoneNumber: '0300 7654321' });
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const placed = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }], shopper.token);
      const admin = await signedInAs(t, 'admin');
      await t.app.inject({
        method: 'PUT',
        url: `/api/preorders/${placed._id}/admin-notes`,
        headers: bearer(admin.token),
        payload: { general: 'Staff only: asked for a discount' },
      });
      return t.app.inject({
        method: 'GET',
        url: `/api/preorders/track/${placed.preorderId}`,
        remoteAddress: randomIp(),
      });
    },
    expected: { status: 200 },
    after: async (_t, response) => {
      const body = response.body;
      expect(body).not.toMatch(/shopper-[0-9a-f]+@example\.pk/);
      expect(body).not.toContain('7654321');
      expect(body).not.toContain('Gulberg');
      expect(body).not.toContain('asked for a discount');
      expect(response.json()._id).toBeUndefined();
    },
  },
  {
    attack: "opens another customer's preorder by its database id while signed in",
    request: async (t) => {
      const [owner, other] = [await registerCustomer(t), await registerCustomer(t)];
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const placed = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }], owner.token);
      return t.app.inject({ method: 'GET', url: `/api/preorders/${placed._id}`, headers: bearer(other.token) });
    },
    expected: { status: 404, error: PREORDER_MESSAGES.notFound },
  },
  {
    attack: 'adds a screenshot to a preorder payment the shop already marked paid, by its preorder ID',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const placed = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }]);
      const admin = await signedInAs(t, 'admin');
      await t.app.inject({
        method: 'PUT',
        url: `/api/preorders/${placed._id}/initial-payment/status`,
        headers: bearer(admin.token),
        payload: { status: 'paid' },
      });
      return t.app.inject({
        method: 'PUT',
        url: `/api/preorders/${placed.preorderId}/initial-payment/screenshots`,
        headers: GUEST_BROWSER,
        payload: { screenshots: [await uploadScreenshot(t)] },
      });
    },
    expected: { status: 409, error: PREORDER_MESSAGES.screenshotFrozen('initial') },
  },
  {
    attack: "uploads into the preorder progress-photo bucket as a customer, to plant a picture in someone's diary",
    request: async (t) => {
      const shopper = await registerCustomer(t);
      return t.app.inject({
        method: 'POST',
        url: '/api/images/guest-upload',
        headers: bearer(shopper.token),
        payload: { fileName: 'fake.png', fileType: 'image/png', bucketName: 'preorder-progress', fileSize: 1000 },
      });
    },
    expected: { status: 403, error: 'Only staff who post progress photos may upload them' },
  },
  {
    attack: 'guesses unsubscribe links for a subscriber whose id it knows, to take them off the newsletter',
    request: async (t) => {
      const reader = await newsletterReader(t);
      guessed.id = reader.id;
      let last: LightMyRequestResponse | undefined;
      for (const mac of [crypto.randomBytes(32).toString('base64url'), '', 'A'.repeat(43), reader.id]) {
        last = await t.app.inject({
          method: 'POST',
          url: `/api/newsletter/unsubscribe?token=${reader.id}.${mac}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(last.json()).toEqual({ error: NEWSLETTER_MESSAGES.badLink });
      }
      return last!;
    },
    expected: { status: 404, error: NEWSLETTER_MESSAGES.badLink },
    after: async (t) => {
      const [row] = await t.database.db
        .select({ at: newsletterSubscribers.unsubscribedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, guessed.id));
      expect(row?.at).toBeNull();
    },
  },
  {
    attack:
      "signs up with an address a spreadsheet runs as a formula, to run it on the admin's computer (CSV injection)",
    request: async (t) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: '-2+3+cmd@evil.pk' },
        remoteAddress: randomIp(),
      });
      const admin = await signedInAs(t, 'admin');
      return t.app.inject({ method: 'GET', url: '/api/newsletter/subscribers/export', headers: bearer(admin.token) });
    },
    expected: { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } },
    after: async (_t, response) => {
      const lines = response.body.split('\r\n');
      expect(lines.some((line) => line.startsWith("'-2+3+cmd@evil.pk,"))).toBe(true);
      expect(lines.some((line) => /^[=+\-@\t\r]/.test(line))).toBe(false);
    },
  },
  {
    attack: 'posts a form body to a JSON route, which reads forms only for the one-click unsubscribe',
    request: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=form%40example.pk',
        remoteAddress: randomIp(),
      }),
    expected: { status: 415 },
    after: async (t) => {
      expect(await t.app.services.newsletter.subscriberByEmail('form@example.pk')).toBeNull();
    },
  },
  {
    attack: 'posts a 2 KB form body to the one-click unsubscribe',
    request: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe?token=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `List-Unsubscribe=One-Click&pad=${'x'.repeat(2048)}`,
        remoteAddress: randomIp(),
      }),
    expected: { status: 413 },
  },
  {
    attack: 'attaches an HTML page renamed invoice.pdf, declared application/pdf, to the contact form',
    request: async (t) => {
      const asked = await askContactUpload(t, { fileName: 'invoice.pdf', fileType: 'application/pdf' });
      const html = '<html><body><script>fetch("/api/users/me")</script></body></html>';
      return putFile(t, (await json(asked, signedUploadView)).signedUrl, html, 'application/pdf');
    },
    // Decided by the bytes, named by what they are; nothing is stored.
    expected: { status: 415, error: 'File type text/html is not allowed' },
  },
  {
    attack: 'sends an 11 MB contact attachment to a link asked for as a small PDF',
    request: async (t) => {
      const asked = await askContactUpload(t, { fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 1000 });
      const big = Buffer.concat([samplePdf(), Buffer.alloc(11 * 1024 * 1024)]);
      return putFile(t, (await json(asked, signedUploadView)).signedUrl, big, 'application/pdf');
    },
    expected: { status: 413, error: 'File size must be less than 10MB' },
  },
  {
    attack: "reads a contact attachment by its fileUrl without staff's signed link",
    request: async (t) => {
      const fileUrl = await uploadContactAttachment(t);
      await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl });
      return t.app.inject({ method: 'GET', url: fileUrl });
    },
    expected: { status: 403, error: 'This link has expired. Please open the file again.' },
  },
  {
    attack: "passes another shopper's payment screenshot off as a contact attachment, to have it mailed to the shop",
    request: async (t) => sendContactForm(t, { ...CONTACT_FORM, attachment: await uploadScreenshot(t) }),
    expected: { status: 400, error: CONTACT_ATTACHMENT_MISSING },
  },
  {
    attack: 'names a contact attachment with quotes, a line break and a right-to-left override to forge the download',
    request: async (t) => {
      const name = 'order"\r\nSet-Cookie: a=b;\u202Efdp.exe.pdf';
      const asked = await askContactUpload(t, { fileName: name, fileType: 'application/pdf' });
      const { signedUrl, fileUrl } = await json(asked, signedUploadView);
      await putFile(t, signedUrl, samplePdf(), 'application/pdf');
      await sendContactForm(t, { ...CONTACT_FORM, attachment: fileUrl });
      const coordinator = await signedInAs(t, 'coordinator');
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/contact-messages',
        headers: bearer(coordinator.token),
      });
      const { messages } = await json(listed, contactMessagePageView);
      return t.app.inject({ method: 'GET', url: messages.find((m) => m.attachment)!.attachment!.downloadUrl });
    },
    // Saved as a file, never shown on the shop's origin, under a name with nothing hidden in it.
    expected: {
      status: 200,
      headers: {
        'content-disposition': /^attachment; filename="orderSet-Cookie a=b;fdp\.exe\.pdf"; filename\*=UTF-8''[^\s"]+$/,
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-security-policy': /default-src 'none'/,
      },
    },
  },
  {
    attack: 'sends a test email through a mail server that echoes the password in its refusal, to read SMTP_URL',
    request: async () => {
      const echoing = await echoingSmtpServer();
      try {
        return await withApp({ smtpUrl: `smtp://shop:Hunter2-Secret@127.0.0.1:${echoing.port}` }, async (shop) => {
          const admin = await signedInAs(shop, 'admin');
          return shop.app.inject({
            method: 'POST',
            url: '/api/email/test',
            headers: bearer(admin.token),
            payload: { testEmail: 'owner@example.pk' },
          });
        });
      } finally {
        await echoing.close();
      }
    },
    expected: { status: 502, error: /^Failed to send test email: .*no login for \*\*\*/ },
    after: async (_t, response) => expect(response.body).not.toContain('Hunter2-Secret'),
  },
  {
    attack: "writes HTML into a message to a customer, to phish with the shop's name and template",
    request: async (t) => {
      const coordinator = await signedInAs(t, 'coordinator');
      return t.app.inject({
        method: 'POST',
        url: '/api/email/custom',
        headers: bearer(coordinator.token),
        payload: {
          to: 'phished@example.pk',
          subject: 'Payment due',
          message: '<a href="https://evil.example/pay">Pay here</a><img src=x onerror=alert(1)>',
        },
      });
    },
    expected: { status: 200 },
    after: async (t) => {
      const [sent] = await t.database.db
        .select({ html: notifications.htmlBody })
        .from(notifications)
        .where(eq(notifications.recipient, 'phished@example.pk'));
      expect(sent!.html).toContain('&lt;a href=&quot;https://evil.example/pay&quot;&gt;Pay here&lt;/a&gt;');
      expect(sent!.html).not.toMatch(/<a href="https:\/\/evil|<img src=x/);
    },
  },
  {
    attack: 'sends customer emails in a loop with a stolen coordinator token, from ever-changing addresses',
    request: async (t) => {
      const coordinator = await signedInAs(t, 'coordinator');
      const send = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/email/custom',
          headers: bearer(coordinator.token),
          remoteAddress: randomIp(),
          payload: { to: `target${n}@example.pk`, subject: 'Win a prize', message: 'Click here' },
        });
      for (let n = 0; n < 30; n++) expect((await send(n)).statusCode).toBe(200);
      return send(30);
    },
    expected: { status: 429, error: /^Too many requests/ },
  },
  {
    attack: "types HTML as their name on a guest order, to plant markup or a script in the shop's confirmation email",
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/guest',
        headers: GUEST_BROWSER,
        payload: orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t), {
          guestInfo: { name: '<img/src=x/onerror=alert(1)>', email: 'inject@example.pk', phoneNumber: '0300 1234567' },
        }),
        remoteAddress: randomIp(),
      });
    },
    expected: { status: 201 },
    after: async (t) => {
      const [mail] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipient, 'inject@example.pk'));
      expect(mail!.htmlBody).not.toContain('<img/src=x');
      expect(mail!.htmlBody).toContain('&lt;img/src=x/onerror=alert(1)&gt;');
    },
  },
  {
    attack: 'staff re-send an order confirmation naming another recipient, to use the shop as an open mail relay',
    request: async (t) => {
      const { order } = await guestOrderWithProof(t);
      relayed.orderId = order._id;
      const admin = await signedInAs(t, 'admin');
      return t.app.inject({
        method: 'POST',
        url: `/api/email/order-confirmation/${order._id}`,
        headers: bearer(admin.token),
        payload: { to: 'victim@evil.tld', email: 'victim@evil.tld' },
      });
    },
    expected: { status: 200 },
    after: async (t) => {
      const sent = await t.database.db
        .select({ recipient: notifications.recipient })
        .from(notifications)
        .where(eq(notifications.orderId, relayed.orderId));
      expect(sent.map((m) => m.recipient)).toEqual(['hira@example.pk', 'hira@example.pk']);
    },
  },
  {
    attack: 'the only active admin is demoted (by a slip or a hijacked session), leaving nobody who can run the shop',
    request: async (t) => {
      const admin = await signedInAs(t, 'admin');
      lastAdmin.id = admin.id;
      await t.database.db
        .update(users)
        .set({ isActive: false })
        .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${admin.id}/role`,
        headers: bearer(admin.token),
        payload: { role: 'customer' },
      });
    },
    expected: { status: 409, error: ACCOUNT_MESSAGES.lastAdmin },
    after: async (t) => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, lastAdmin.id));
      expect(row).toMatchObject({ role: 'admin', isActive: true });
    },
  }, // Issue 28, item 8: shoppers' files are the shop user's alone on the server (600 in 700 folders).
  {
    attack: 'reads a payment screenshot and a contact attachment straight from DATA_DIR as another user of the server',
    request: async (t) => {
      await uploadContactAttachment(t);
      const { signedUrl } = await guestUploadTicket(t);
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      return t.app.inject({ method: 'PUT', url: signedUrl, headers: { 'content-type': 'image/png' }, payload: png });
    },
    expected: { status: 200 },
    after: async (t) => {
      const entries = await fs.readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true });
      const modes = await Promise.all(
        entries.map(async (e) => {
          const mode = (await fs.stat(path.join(e.parentPath, e.name))).mode & 0o777;
          return { kind: e.isDirectory() ? 'folder' : 'file', mode: mode.toString(8) };
        }),
      );
      expect(modes.filter((m) => m.kind === 'file').length).toBeGreaterThanOrEqual(2);
      expect(modes.filter((m) => m.mode !== (m.kind === 'file' ? '600' : '700'))).toEqual([]);
      expect(((await fs.stat(path.join(t.dataDir, 'uploads'))).mode & 0o777).toString(8)).toBe('700');
    },
  },
  // Issue 28 item 5 (DECISIONS D21): a receipt carries the payer's name and account, so a payment screenshot's image
  // goes only to the browser that uploaded it, the signed-in owner and staff; anyone else with the ID gets its date.
  {
    attack: 'opens the payment screenshot of a guest order from another browser that knows the tracking ID',
    request: async (t) => {
      const { order, screenshot } = await guestOrderWithProof(t);
      receipt.trackingId = order.trackingId;
      receipt.secrets = await screenshotSecrets(t, screenshot);
      return track(t, order.trackingId, OTHER_BROWSER);
    },
    expected: { status: 200 },
    after: async (t, response) => {
      expectNoScreenshot(response.body, receipt.secrets);
      expect(response.json().paymentDetails).toMatchObject({
        screenshot: null,
        screenshotReceivedAt: expect.any(String),
      });
      expectNoScreenshot((await track(t, receipt.trackingId)).body, receipt.secrets);
      // The uploader's browser and staff still see it.
      expect((await track(t, receipt.trackingId, GUEST_BROWSER)).json().paymentDetails.screenshot).toContain(
        receipt.secrets[0],
      );
      const admin = await signedInAs(t, 'admin');
      expect((await track(t, receipt.trackingId, bearer(admin.token))).body).toContain(receipt.secrets[0]);
    },
  },
  {
    attack: "opens a signed-in shopper's payment screenshot by the tracking ID, signed out and as another shopper",
    request: async (t) => {
      const owner = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const placed = await placeSignedInOrder(t, owner.token, product.prodId, 3000);
      receipt.trackingId = placed.trackingId;
      receipt.ownerToken = owner.token;
      receipt.secrets = await screenshotSecrets(t, (placed.paymentDetails as { screenshot: string }).screenshot);
      return track(t, placed.trackingId, bearer((await registerCustomer(t)).token));
    },
    expected: { status: 200 },
    after: async (t, response) => {
      expectNoScreenshot(response.body, receipt.secrets);
      expectNoScreenshot((await track(t, receipt.trackingId, OTHER_BROWSER)).body, receipt.secrets);
      expect((await track(t, receipt.trackingId, bearer(receipt.ownerToken))).body).toContain(receipt.secrets[0]);
    },
  },
  {
    attack: 'opens the deposit screenshot of a guest preorder from another browser that knows the preorder ID',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const placed = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }]);
      receipt.trackingId = placed.preorderId;
      receipt.secrets = await screenshotSecrets(t, placed.initialPayment.screenshots[0]!.url!);
      return trackPreorder(t, placed.preorderId, OTHER_BROWSER);
    },
    expected: { status: 200 },
    after: async (t, response) => {
      expectNoScreenshot(response.body, receipt.secrets);
      expect(response.json().initialPayment.screenshots).toEqual([
        { url: null, addedAt: expect.any(String), addedBy: 'Guest' },
      ]);
      expect((await trackPreorder(t, receipt.trackingId, GUEST_BROWSER)).body).toContain(receipt.secrets[0]);
      const admin = await signedInAs(t, 'admin');
      expect((await trackPreorder(t, receipt.trackingId, bearer(admin.token))).body).toContain(receipt.secrets[0]);
      // A signed-in owner's preorder: in full to them, no screenshot to anyone else.
      const owner = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const own = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }], owner.token);
      const secrets = await screenshotSecrets(t, own.initialPayment.screenshots[0]!.url!);
      expectNoScreenshot((await trackPreorder(t, own.preorderId, OTHER_BROWSER)).body, secrets);
      expect((await trackPreorder(t, own.preorderId, bearer(owner.token))).body).toContain(secrets[0]);
    },
  },
  {
    attack: 'adds a payment screenshot to a guest preorder from another browser that knows the preorder ID',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000 });
      const placed = await placePreorder(t, [{ prodId: product.prodId, price: 3000 }]);
      receipt.trackingId = placed.preorderId;
      return t.app.inject({
        method: 'PUT',
        url: `/api/preorders/${placed.preorderId}/initial-payment/screenshots`,
        headers: OTHER_BROWSER,
        payload: { screenshots: [await uploadScreenshot(t, undefined, OTHER_BROWSER)] },
      });
    },
    expected: { status: 403, error: ORDER_MESSAGES.screenshotOtherBrowser },
    after: async (t) => {
      const admin = await signedInAs(t, 'admin');
      const view = await json(await trackPreorder(t, receipt.trackingId, bearer(admin.token)), preorderViewSchema);
      expect(view.initialPayment.screenshots).toHaveLength(1);
    },
  },
  // Issue 28 item 6: an email change needs the current password, and the old address can undo it for 7 days.
  {
    attack: "changes a stolen session's account email without the password, to reset the password from there",
    request: async (t) => {
      const victim = await registerCustomer(t);
      emailVictim.id = victim._id;
      emailVictim.email = victim.email;
      return changeEmail(t, victim.token, 'attacker@evil.example');
    },
    expected: { status: 400, error: ACCOUNT_MESSAGES.currentPasswordForEmail },
    after: async (t) => expect(await emailOf(t, emailVictim.id)).toBe(emailVictim.email),
  },
  {
    attack: "changes a stolen session's account email with a guessed password",
    request: async (t) => {
      const victim = await registerCustomer(t);
      emailVictim.id = victim._id;
      emailVictim.email = victim.email;
      return changeEmail(t, victim.token, 'attacker@evil.example', 'password123');
    },
    expected: { status: 400, error: ACCOUNT_MESSAGES.currentPasswordWrong },
    after: async (t) => expect(await emailOf(t, emailVictim.id)).toBe(emailVictim.email),
  },
  {
    attack:
      'keeps the account after changing its email with session and password: the owner undoes it from the old address',
    request: async (t) => {
      const victim = await registerCustomer(t);
      emailVictim.id = victim._id;
      emailVictim.email = victim.email;
      emailVictim.token = victim.token;
      expect((await changeEmail(t, victim.token, uniqueEmail('attacker'), victim.password)).statusCode).toBe(200);
      return undoEmailChange(t, await undoTokenFor(t, victim.email));
    },
    expected: { status: 200 },
    after: async (t) => {
      expect(await emailOf(t, emailVictim.id)).toBe(emailVictim.email);
      // Every session ended, the attacker's with it.
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(emailVictim.token),
      });
      expect(profile.statusCode).toBe(401);
    },
  },
  {
    attack: 'uses an email-change undo link a second time, and one past its 7 days',
    request: async (t) => {
      const victim = await registerCustomer(t);
      expect((await changeEmail(t, victim.token, uniqueEmail('moved'), victim.password)).statusCode).toBe(200);
      const token = await undoTokenFor(t, victim.email);
      expect((await undoEmailChange(t, token)).statusCode).toBe(200);
      const { token: fresh } = await json(
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: victim.email, password: victim.password },
        }),
        sessionResponseSchema,
      );
      expect((await changeEmail(t, fresh, uniqueEmail('again'), victim.password)).statusCode).toBe(200);
      await t.database.db
        .update(emailChangeUndos)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChangeUndos.userId, victim._id));
      const expired = await undoEmailChange(t, await undoTokenFor(t, victim.email));
      expect(expired.json()).toEqual({ error: ACCOUNT_MESSAGES.emailUndoInvalid });
      return undoEmailChange(t, token);
    },
    expected: { status: 400, error: ACCOUNT_MESSAGES.emailUndoInvalid },
  },
  // Issue 30: the workshop. A worker's phone reaches only the cards they hold, and a photo they share with a shopper
  // can only be one they took for the workshop.
  {
    attack: 'a worker sends on a job card whose stage another artisan holds, and jumps their own card two stages',
    request: async (t) => {
      const { worker, job, otherJob } = await workshopFloor(t);
      const jump = await moveJob(t, worker.token, job, { stage: 'embroidery', from: 'cutting' });
      expect(jump.json()).toEqual({ error: WORKSHOP_MESSAGES.notYourJob });
      return moveJob(t, worker.token, otherJob, { stage: 'printing', from: 'cutting' });
    },
    expected: { status: 403, error: WORKSHOP_MESSAGES.notYourJob },
    after: async (t) => {
      const { job, otherJob } = await workshopFloor(t);
      const stages = await t.database.db
        .select({ stage: workshopJobs.stage })
        .from(workshopJobs)
        .where(inArray(workshopJobs.id, [job, otherJob]));
      expect(stages.map((r) => r.stage)).toEqual(['cutting', 'cutting']);
    },
  },
  {
    attack: "a worker shares a shopper's payment screenshot to a preorder's diary as a photo of their own card",
    request: async (t) => {
      const { worker, job } = await workshopFloor(t);
      const proof = await uploadScreenshot(t);
      return t.app.inject({
        method: 'POST',
        url: `/api/workshop/jobs/${job}/photos`,
        headers: bearer(worker.token),
        payload: { images: [{ url: proof }], description: 'Look', shareWithShopper: true },
      });
    },
    expected: { status: 400, error: WORKSHOP_MESSAGES.photosNotFound },
    after: async (t) => {
      const { preorder } = await workshopFloor(t);
      const diary = await t.database.db
        .select()
        .from(preorderProgressImages)
        .where(eq(preorderProgressImages.preorderId, preorder));
      expect(diary).toEqual([]);
    },
  },
];

/** A fresh newsletter subscriber, as mail code sees them (with their unsubscribe links). */
async function newsletterReader(t: TestApp) {
  const email = `reader-${crypto.randomBytes(4).toString('hex')}@example.pk`;
  await t.app.services.newsletter.subscribe(email);
  return (await t.app.services.newsletter.subscriberByEmail(email))!;
}
/** The order the relay row re-sends, checked in its `after`. */
const relayed = { orderId: '' };
/** The admin the last-admin row signs in as, for its check afterwards. */
const lastAdmin = { id: '' };
/** The subscriber the guessing row aims at, checked in its `after`. */
const guessed = { id: '' };

/** A mail server that refuses every sign-in and repeats the password in its answer, as a badly written one might. */
async function echoingSmtpServer() {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(new Error(`no login for ${auth.password}`)),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** 30 uploads of big JPEGs at once (10 over the pixel cap), while `probe` runs again and again; answers the uploads
 *  and each probe's time. */
async function burstOfBigPictures(t: TestApp, probe: () => Promise<number>) {
  const huge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#c8b89a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const big = await sharp({ create: { width: 4900, height: 4900, channels: 3, background: '#9a3b26' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const tickets = await Promise.all(Array.from({ length: 30 }, () => guestUploadTicket(t, 'image/jpeg')));
  const uploads = Promise.all(
    tickets.map(({ signedUrl }, n) =>
      t.app.inject({
        method: 'PUT',
        url: signedUrl,
        headers: { 'content-type': 'image/jpeg' },
        payload: n % 3 ? big : huge,
      }),
    ),
  );
  let finished = false;
  void uploads.finally(() => (finished = true));
  const probeMs: number[] = [];
  while (!finished || probeMs.length < 3) probeMs.push(await probe());
  return { uploads: await uploads, probeMs };
}

const stockOf = async (t: TestApp, productId: string) =>
  (
    await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(eq(productStock.productId, productId))
  )[0]!.stock;
/** Issue 28 item 7: a signed-in shopper's order of one of two pieces, which staff marked paid. */
const paidVictim = { orderId: '', productId: '', shopperToken: '', delivery: 0 };
async function paidOrder(t: TestApp) {
  const shopper = await registerCustomer(t);
  const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
  const order = await placeSignedInOrder(t, shopper.token, product.prodId, 3000);
  const admin = await signedInAs(t, 'admin');
  const paid = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${order._id}/payment`,
    headers: bearer(admin.token),
    payload: { paymentStatus: 'paid' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return {
    orderId: order._id,
    productId: product.id,
    shopperToken: shopper.token,
    delivery: order.deliveryCharge as number,
  };
}
/** Nothing moved: the piece still sold, the order open and paid with no refund, and no mail beyond placing and paying. */
async function expectPaidOrderUntouched(t: TestApp) {
  expect(await stockOf(t, paidVictim.productId)).toBe(1);
  const [row] = await t.database.db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, refundDueAt: orders.refundDueAt })
    .from(orders)
    .where(eq(orders.id, paidVictim.orderId));
  expect(row).toEqual({ status: 'pending', paymentStatus: 'paid', refundDueAt: null });
  const mails = await t.database.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.orderId, paidVictim.orderId));
  expect(mails.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'order-payment-received']);
}
/** The product each row buys, made in the row's request and checked in its `after`. */
const hoarded = { productId: '' };

/** The unpaid-orders job as main.ts runs it, with its clock `hours` ahead of now. */
function jobAt(t: TestApp, hours: number) {
  const orders = createOrdersService({
    db: t.database.db,
    accounts: t.app.services.directory,
    uploads: t.app.services.uploads,
    outbox: t.app.services.outbox,
    invalidate: t.app.services.caches.invalidate,
    linkBaseUrl: TEST_LINK_BASE,
    replacedScreenshots: t.app.services.paymentProofs.replacedScreenshots,
    shopContact: async () => (await t.app.services.cached.settings.contactDetails()).contact,
    now: () => new Date(Date.now() + hours * 3_600_000),
  });
  return createUnpaidOrdersJob({ orders, intervalMs: 60_000, batchSize: 20, log: () => undefined });
}

/** A guest order placed from GUEST_BROWSER with a proof uploaded from it. */
async function guestOrderWithProof(t: TestApp) {
  const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
  const screenshot = await uploadScreenshot(t);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([{ prodId: product.prodId, price: 3000 }], screenshot),
    remoteAddress: randomIp(),
  });
  return { order: await json(placed, orderViewSchema), screenshot };
}

/** Issue 28 items 5 and 6: the order or preorder the receipt rows look at, and the account the email rows change. */
const receipt = { trackingId: '', ownerToken: '', secrets: [] as string[] };
const emailVictim = { id: '', email: '', token: '' };
const emailOf = async (t: TestApp, id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const undoEmailChange = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/undo-email-change', payload: { token }, remoteAddress: randomIp() });

/** Issue 30: a worker linked to an artisan who holds the cutting of one card of a paid preorder; another artisan
 *  holds the other card. Made once for the rows that share it. */
let floor: Promise<{ worker: { token: string }; job: string; otherJob: string; preorder: string }> | undefined;
function workshopFloor(t: TestApp) {
  floor ??= (async () => {
    const admin = await signedInAs(t, 'admin');
    const worker = await signedInAs(t, 'worker');
    const [a, b] = await Promise.all([
      createProduct(t.database.db, t.app.services, { price: 3000 }),
      createProduct(t.database.db, t.app.services, { price: 3000 }),
    ]);
    const preorder = await paidPreorder(t, admin.token, [
      { prodId: a.prodId, price: 3000 },
      { prodId: b.prodId, price: 3000 },
    ]);
    const mine = await addArtisan(t, admin.token, { name: 'Floor Worker', skills: ['cutting'], userId: worker.id });
    const other = await addArtisan(t, admin.token, { name: 'Other Hand', skills: ['cutting'] });
    const { jobs } = await board(t, admin.token, `preorderId=${preorder.preorderId}`);
    await assignJob(t, admin.token, jobs[0]!.id, { artisanId: mine.id });
    await assignJob(t, admin.token, jobs[1]!.id, { artisanId: other.id });
    return { worker, job: jobs[0]!.id, otherJob: jobs[1]!.id, preorder: preorder._id };
  })();
  return floor;
}

/** A row that needs the shop configured otherwise gets an app of its own for the length of the request. */
async function withApp<T>(options: TestAppOptions, use: (shop: TestApp) => Promise<T>): Promise<T> {
  const shop = await buildTestApp(options);
  try {
    return await use(shop);
  } finally {
    await shop.close();
  }
}

describe('the shop refuses each attack with its safe outcome', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As in production behind one reverse proxy (TRUST_PROXY=1).
    t = await buildTestApp({ trustProxy: 1, logLines });
  });
  afterAll(async () => {
    const second = await onModel;
    await second?.app.close();
    await second?.model.close();
    await t.close();
  });

  for (const row of ATTACKS) {
    it(row.attack, async () => {
      const response = await row.request(t);
      expect(response.statusCode, response.body).toBe(row.expected.status);
      if (row.expected.error !== undefined) {
        const { error } = await json(response, errorBody);
        if (typeof row.expected.error === 'string') expect(error).toBe(row.expected.error);
        else expect(error).toMatch(row.expected.error);
      }
      for (const [name, value] of Object.entries(row.expected.headers ?? {})) {
        if (typeof value === 'string') expect(response.headers[name]).toBe(value);
        else expect(String(response.headers[name])).toMatch(value);
      }
      await row.after?.(t, response);
    });
  }
});
