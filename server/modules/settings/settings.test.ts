// Shop settings through the API: the public reads (payment accounts, contact, social), and the admin's Shop settings
// (hours to pay too) with every role, the forms' messages, nothing stored on a 400, and each change seen at once by shoppers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts.ts';
import { DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import { signedUploadView } from '../../../domain/schemas/uploads.ts';
import { DEFAULT_CONTACT, DEFAULT_SOCIAL } from '../../../domain/shop-contact.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { qrPng } from '../../seed/payment-qr.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'coordinator', 'worker'] as const) tokens[role] = (await signedInAs(t, role)).token;
  tokens.customer = (await registerCustomer(t)).token;
});
afterAll(() => t.close());

const PAYMENT = {
  bank: {
    bankName: 'Meezan Bank',
    accountTitle: 'Hunar Handmade',
    accountNumber: '0101-0109876543',
    iban: 'PK36MEZN0001010109876543',
  },
  easypaisa: { accountTitle: 'Hunar Handmade', accountNumber: '0345-1234567', qrImage: null },
};
const DELIVERY = { domesticFlat: 350, internationalBase: 6000, internationalPerExtraItem: 1500 };
const CONTACT = {
  email: 'studio@hunar.pk',
  phone: '+92 321 7654321',
  /** Typed the national way; stored and answered in E.164 (below). */
  whatsapp: '0321-7654321',
  address: 'House 9, Craft Street\nHyderabad, Sindh',
  hours: [{ days: 'Monday – Saturday', hours: '10:00 am – 7:00 pm' }],
};
const SAVED_CONTACT = { ...CONTACT, whatsapp: '+923217654321' };
const SOCIAL = {
  instagram: 'https://www.instagram.com/hunar.studio',
  facebook: '',
  whatsapp: 'https://wa.me/923217654321',
};

const put = (section: string, payload: unknown, token = tokens.admin) =>
  t.app.inject({ method: 'PUT', url: `/api/settings/${section}`, headers: bearer(token), payload: payload as object });
const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

async function catalogUpload(): Promise<string> {
  const body = await qrPng('Easypaisa Hunar 0345-1234567');
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/images/signed-url',
    headers: bearer(tokens.admin),
    payload: { fileName: 'qr.png', fileType: 'image/png', bucketName: 'catalog', fileSize: body.length },
  });
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  const sent = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': 'image/png' },
    payload: body,
  });
  expect(sent.statusCode).toBe(200);
  return fileUrl;
}

describe('GET /api/settings/payment', () => {
  it('says there are no accounts until the shop sets them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/payment' });
    expect(response.json()).toEqual({ bank: null, easypaisa: null });
  });

  it('answers the bank account and the Easypaisa account with its QR image', async () => {
    const png = await qrPng('Easypaisa Hunar 0300-0000000');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 480, height: 480 });
    const qr = await t.app.services.media.storeImage(png, 'Easypaisa QR code');
    const bank = {
      bankName: 'Meezan Bank',
      accountTitle: 'Hunar Handmade',
      accountNumber: '0101-0101234567',
      iban: 'PK36MEZN0001010101234567',
    };
    await t.database.db.insert(shopSettings).values({
      key: 'payment',
      value: { bank, easypaisa: { accountTitle: 'Hunar', accountNumber: '0300-0000000', qrMediaId: qr.id } },
    });
    t.app.services.caches.invalidate(['settings']);
    const answer = await read('/api/settings/payment');
    expect(answer).toEqual({
      bank,
      easypaisa: { accountTitle: 'Hunar', accountNumber: '0300-0000000', qrImage: `/files/media/${qr.id}/640.jpg` },
    });
    const image = await t.app.inject({ method: 'GET', url: answer.easypaisa.qrImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});

describe('who may read and change the shop settings', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/settings', undefined],
    ['PUT', '/api/settings/payment', PAYMENT],
    ['PUT', '/api/settings/delivery', DEFAULT_DELIVERY_RATES],
    ['PUT', '/api/settings/contact', DEFAULT_CONTACT],
    ['PUT', '/api/settings/social', DEFAULT_SOCIAL],
    ['PUT', '/api/settings/orders', { unpaidOrderHours: 72 }],
  ];

  it.each(calls)(
    '%s %s: admin 200; coordinator, worker and customer 403; no token 401',
    async (method, url, payload) => {
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: method as 'GET' | 'PUT',
          url,
          headers,
          ...(payload ? { payload: payload as object } : {}),
        });
      expect((await call(bearer(tokens.admin))).statusCode).toBe(200);
      for (const role of ['coordinator', 'worker', 'customer'] as const) {
        const refused = await call(bearer(tokens[role]));
        expect(refused.statusCode, role).toBe(403);
      }
      expect((await call({})).statusCode).toBe(401);
    },
  );

  it('refuses a role without the permission before reading its body (403, not 400)', async () => {
    expect((await put('delivery', { domesticFlat: 'free' }, tokens.coordinator)).statusCode).toBe(403);
  });
});

describe('the admin changes the settings', () => {
  it('shows defaults on a fresh shop, then what was saved', async () => {
    const fresh = await buildTestApp();
    try {
      const admin = (await signedInAs(fresh, 'admin')).token;
      const all = (await fresh.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json();
      expect(all).toEqual({
        payment: { bank: null, easypaisa: null },
        delivery: DEFAULT_DELIVERY_RATES,
        contact: DEFAULT_CONTACT,
        social: DEFAULT_SOCIAL,
        orders: { unpaidOrderHours: 72 },
        currency: { markupPercent: 0 },
      });
    } finally {
      await fresh.close();
    }
  });

  it('saves new payment accounts with an uploaded QR, and checkout reads them', async () => {
    const fileUrl = await catalogUpload();
    const saved = await put('payment', { ...PAYMENT, easypaisa: { ...PAYMENT.easypaisa, qrImage: fileUrl } });
    expect(saved.statusCode, saved.body).toBe(200);
    const qrImage = saved.json().easypaisa.qrImage as string;
    expect(qrImage).toMatch(/^\/files\/media\/[0-9a-f-]{36}\/640\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: qrImage })).headers['content-type']).toBe('image/jpeg');

    const shopper = await read('/api/settings/payment');
    expect(shopper).toEqual({
      bank: PAYMENT.bank,
      easypaisa: { accountTitle: 'Hunar Handmade', accountNumber: '0345-1234567', qrImage },
    });

    // Sending the current QR's own URL keeps it; null takes it away.
    const kept = await put('payment', {
      ...PAYMENT,
      bank: { ...PAYMENT.bank, accountNumber: '0101-0100000001' },
      easypaisa: { ...PAYMENT.easypaisa, qrImage },
    });
    expect(kept.json().easypaisa.qrImage).toBe(qrImage);
    expect((await read('/api/settings/payment')).bank.accountNumber).toBe('0101-0100000001');
    const removed = await put('payment', PAYMENT);
    expect(removed.json().easypaisa.qrImage).toBeNull();
  });

  it('refuses a QR that is not a fresh catalog upload, and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json();
    const refused = await put('payment', {
      ...PAYMENT,
      bank: { ...PAYMENT.bank, bankName: 'Changed' },
      easypaisa: { ...PAYMENT.easypaisa, qrImage: 'https://evil.example/qr.png' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'This upload link has expired or was already used. Please choose the file again.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json()).toEqual(
      before,
    );
  });

  it('quotes checkout with new delivery rates at once', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2000, sizeStock: { M: 9 } });
    const quote = async (country: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders/quote',
          payload: {
            items: [{ prodId: product.prodId, price: 2000, size: 'M', color: 'Indigo', quantity: 3 }],
            country,
          },
        })
      ).json();
    expect((await quote('Pakistan')).delivery).toBe(DEFAULT_DELIVERY_RATES.domesticFlat); // read once, so now cached

    const saved = await put('delivery', DELIVERY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(DELIVERY);
    expect(await quote('Pakistan')).toMatchObject({ subtotal: 6000, delivery: 350, total: 6350 });
    expect(await quote('United Kingdom')).toMatchObject({ delivery: 6000 + 1500 * 2, total: 6000 + 9000 });
  });

  it('saves the hours a new order waits for its payment', async () => {
    const saved = await put('orders', { unpaidOrderHours: 48 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ unpaidOrderHours: 48 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json().orders,
    ).toEqual({ unpaidOrderHours: 48 });
  });

  it('shows new contact details, hours and social links in the public reads at once', async () => {
    expect(await read('/api/settings/contact')).toEqual(DEFAULT_CONTACT); // read once, so now cached
    const contact = await put('contact', { ...CONTACT, email: ' Studio@Hunar.PK ' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(await read('/api/settings/contact')).toEqual(SAVED_CONTACT);

    expect(await read('/api/settings/social')).toEqual(DEFAULT_SOCIAL);
    expect((await put('social', SOCIAL)).statusCode).toBe(200);
    expect(await read('/api/settings/social')).toEqual(SOCIAL);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json(),
    ).toMatchObject({ contact: SAVED_CONTACT, social: SOCIAL });
  });

  it('stores the WhatsApp number in E.164 however it was typed, and an empty one switches WhatsApp off', async () => {
    const stored = async () =>
      (await t.database.db.select().from(shopSettings)).find((row) => row.key === 'contact')?.value as {
        whatsapp: string;
      };
    for (const [typed, e164] of [
      ['+92 300 1234567', '+923001234567'],
      ['3337654321', '+923337654321'],
      ['0092-345-1112223', '+923451112223'],
      ['', ''],
    ]) {
      const saved = await put('contact', { ...CONTACT, whatsapp: typed });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().whatsapp).toBe(e164);
      expect((await stored()).whatsapp).toBe(e164);
    }
  });

  it('switches WhatsApp off, keeping the rest of the card, when a number saved long ago cannot be read', async () => {
    await t.database.db
      .insert(shopSettings)
      .values({ key: 'contact', value: { ...CONTACT, whatsapp: '0300 12345 6789 0' } })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: { ...CONTACT, whatsapp: '0300 12345 6789 0' } } });
    const contact = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json()
      .contact;
    expect(contact).toEqual({ ...CONTACT, whatsapp: '' });
  });
});

describe('what the forms are told', () => {
  async function refusal(section: string, payload: unknown) {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json();
    const response = await put(section, payload);
    expect(response.statusCode).toBe(400);
    // A refused change stores nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(tokens.admin) })).json()).toEqual(
      before,
    );
    return response.json().error as string;
  }

  it('payment accounts', async () => {
    expect(await refusal('payment', { ...PAYMENT, bank: { ...PAYMENT.bank, bankName: ' ' } })).toBe(
      'Bank name is required',
    );
    expect(await refusal('payment', { ...PAYMENT, bank: { ...PAYMENT.bank, accountNumber: 'abc' } })).toBe(
      'Account number must be at least 6 digits (digits, spaces and dashes only)',
    );
    expect(await refusal('payment', { ...PAYMENT, bank: { ...PAYMENT.bank, iban: 'PK36' } })).toBe(
      'Please enter a valid IBAN, e.g. PK36MEZN0001010101234567',
    );
    expect(await refusal('payment', { ...PAYMENT, easypaisa: { ...PAYMENT.easypaisa, accountNumber: '12345' } })).toBe(
      'Please enter a valid Easypaisa number, e.g. 0300-1234567',
    );
    expect(await refusal('payment', { ...PAYMENT, easypaisa: { ...PAYMENT.easypaisa, accountTitle: '' } })).toBe(
      'Account title is required',
    );
  });

  it('delivery rates', async () => {
    expect(await refusal('delivery', { ...DELIVERY, domesticFlat: -1 })).toBe(
      'Delivery within Pakistan cannot be negative',
    );
    expect(await refusal('delivery', { ...DELIVERY, internationalBase: 99.5 })).toBe(
      'International delivery for the first item must be a whole number of rupees',
    );
    expect(await refusal('delivery', { ...DELIVERY, internationalPerExtraItem: 2_000_000 })).toBe(
      'International delivery for each further item must be at most Rs 1,000,000',
    );
    expect(await refusal('delivery', { internationalBase: 1, internationalPerExtraItem: 1 })).toBe(
      'Delivery within Pakistan is required',
    );
  });

  it('contact and hours', async () => {
    expect(await refusal('contact', { ...CONTACT, email: 'studio@' })).toBe('Please enter a valid email address');
    expect(await refusal('contact', { ...CONTACT, phone: '12345' })).toBe(
      'Please enter a valid phone number, e.g. +92 300 1234567',
    );
    for (const whatsapp of ['call me', '0300-123456', '+92 300 1234567 ext 2'])
      expect(await refusal('contact', { ...CONTACT, whatsapp })).toBe(
        'Please enter a valid WhatsApp number, e.g. 0300 1234567 or +92 300 1234567',
      );
    expect(await refusal('contact', { ...CONTACT, address: '' })).toBe('Studio address is required');
    expect(await refusal('contact', { ...CONTACT, hours: [] })).toBe('Add at least one line of opening hours');
    expect(await refusal('contact', { ...CONTACT, hours: [{ days: 'Sunday', hours: '' }] })).toBe('Hours are required');
  });

  it('hours to pay', async () => {
    expect(await refusal('orders', { unpaidOrderHours: 0 })).toBe('Hours to pay must be at least 1');
    expect(await refusal('orders', { unpaidOrderHours: 721 })).toBe('Hours to pay must be at most 720 (30 days)');
    expect(await refusal('orders', { unpaidOrderHours: 36.5 })).toBe('Hours to pay must be a whole number of hours');
    expect(await refusal('orders', { unpaidOrderHours: '72' })).toBe('Hours to pay must be a number');
    expect(await refusal('orders', {})).toBe('Hours to pay is required');
    expect(await refusal('orders', { unpaidOrderHours: 72, graceHours: 5 })).toMatch(/graceHours/);
  });

  it('social links: https only, on the network’s own site', async () => {
    expect(await refusal('social', { ...SOCIAL, instagram: 'http://instagram.com/hunar' })).toBe(
      'Instagram link must start with https://',
    );
    expect(await refusal('social', { ...SOCIAL, facebook: 'https://facebook.evil.example/hunar' })).toBe(
      'Facebook link must be on facebook.com',
    );
    expect(await refusal('social', { ...SOCIAL, whatsapp: 'wa.me/923001234567' })).toBe(
      'WhatsApp link must be a full address starting with https://',
    );
    expect(await refusal('social', { ...SOCIAL, instagram: 'javascript:alert(1)' })).toBe(
      'Instagram link must start with https://',
    );
  });
});
