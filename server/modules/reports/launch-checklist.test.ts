// The dashboard's 'Before you open' checklist (issue 17 item 15): each task stays until its condition is met, and the
// list is empty once the shop shows nothing of the demo.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { DEMO_PAYMENT } from '../../seed/demo-catalog.ts';
import { bearer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_PROD_IDS, showsDemoPayment } from './launch-checklist.ts';

const REAL_BANK = {
  bankName: 'HBL',
  accountTitle: 'Hunar',
  accountNumber: '1234-5678901',
  iban: 'PK36HABB0012345678901',
};
const DEMO_EASYPAISA = { ...DEMO_PAYMENT.easypaisa, qrMediaId: null };

async function checklist(t: TestApp) {
  const admin = await signedInAs(t, 'admin');
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  return response.json().beforeYouOpen as string[];
}

const savePayment = (t: TestApp, value: unknown) =>
  t.database.db
    .insert(shopSettings)
    .values({ key: 'payment', value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } });

describe('the Before you open checklist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('asks for real payment details, the demo products gone, PUBLIC_URL and a mail server until each is done', async () => {
    expect(await checklist(t)).toEqual(['public-url', 'mail-server']);

    await savePayment(t, { bank: REAL_BANK, easypaisa: DEMO_EASYPAISA });
    const demo = await createProduct(t.database.db, t.app.services, { prodId: DEMO_PROD_IDS[0] });
    expect(await checklist(t)).toEqual(['payment-details', 'demo-products', 'public-url', 'mail-server']);

    await savePayment(t, { bank: REAL_BANK, easypaisa: null });
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.prodId, demo.prodId));
    expect(await checklist(t)).toEqual(['public-url', 'mail-server']);
  });

  it('is empty once PUBLIC_URL and SMTP_URL are set and nothing of the demo shows', async () => {
    const ready = await buildTestApp({ publicUrl: 'https://hunar.example', smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect(await checklist(ready)).toEqual([]);
    } finally {
      await ready.close();
    }
  });

  it('reads either demo account number, or the demo IBAN, as demo details', () => {
    const bank = { ...REAL_BANK };
    expect(showsDemoPayment({ bank, easypaisa: null })).toBe(false);
    expect(showsDemoPayment({ bank: { ...bank, iban: DEMO_PAYMENT.bank.iban }, easypaisa: null })).toBe(true);
    expect(showsDemoPayment({ bank: { ...DEMO_PAYMENT.bank }, easypaisa: null })).toBe(true);
    expect(showsDemoPayment({ bank: null, easypaisa: DEMO_EASYPAISA })).toBe(true);
  });
});
