// Shop settings through the API: payment accounts for checkout, empty until set, with the Easypaisa QR served as an image.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema/settings.ts';
import { qrPng } from '../../seed/payment-qr.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/settings/payment', () => {
  it('says there are no accounts until the shop sets them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/payment' });
    expect(response.json()).toEqual({ bank: null, easypaisa: null });
  });

  it('answers the bank account and the Easypaisa account with its QR image', async () => {
    const png = await qrPng('Easypaisa Hunar 0300-0000000');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 480, height: 480 });
    const qr = await t.app.services.media.storeImage(png, 'Easypaisa QR code');
    const bank = { bankName: 'Meezan Bank', accountTitle: 'Hunar Handmade', accountNumber: '0101-0101234567', iban: 'PK36MEZN0001010101234567' };
    await t.database.db.insert(shopSettings).values({ key: 'payment', value: { bank, easypaisa: { accountTitle: 'Hunar', accountNumber: '0300-0000000', qrMediaId: qr.id } } });
    t.app.services.caches.clearAll();
    const answer = (await t.app.inject({ method: 'GET', url: '/api/settings/payment' })).json();
    expect(answer).toEqual({ bank, easypaisa: { accountTitle: 'Hunar', accountNumber: '0300-0000000', qrImage: `/files/media/${qr.id}/640.jpg` } });
    const image = await t.app.inject({ method: 'GET', url: answer.easypaisa.qrImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});
