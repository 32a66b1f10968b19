// Piece-rate pay through the API on a real PostgreSQL (issue 30): rates (a product's wins over its category's),
// earnings for a period, 'Mark paid' closing the lines once (a second click is a 409, two at once pay once), and the
// statement as PDF and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsViewSchema } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import { signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { addArtisan, assignJob, inDays, moveJob, stockRun, workshopCall } from '../../test/workshop.ts';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const today = () => pakistanDay(new Date());
const setRate = (payload: object) => workshopCall(t, 'PUT', '/api/workshop/rates', admin.token, payload);

/** A stock run of `quantity` whose cutting and stitching `artisan` holds, finished through both. */
async function finishedWork(artisanId: string, prodId: string, quantity: number) {
  const job = await stockRun(t, admin.token, { prodId, size: 'S', color: 'Indigo', quantity, dueDate: inDays(3) });
  await assignJob(t, admin.token, job.id, { artisanId });
  await assignJob(t, admin.token, job.id, { stage: 'stitching', artisanId });
  for (const [from, to] of [
    ['cutting', 'printing'],
    ['printing', 'embroidery'],
    ['embroidery', 'stitching'],
    ['stitching', 'finishing'],
  ])
    expect((await moveJob(t, admin.token, job.id, { stage: to, from })).statusCode).toBe(200);
  return job;
}

describe('piece rates', () => {
  it("are set per product or per category; a product's own rate wins; bad rates are named", async () => {
    const p = await createProduct(t.database.db, t.app.services, { category: 'boy' });
    expect((await setRate({ stage: 'cutting', rate: 30, category: 'boy' })).statusCode).toBe(200);
    expect((await setRate({ stage: 'stitching', rate: 120, category: 'boy' })).statusCode).toBe(200);
    const own = await setRate({ stage: 'stitching', rate: 150, prodId: p.prodId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toContainEqual({
      stage: 'stitching',
      rate: 150,
      prodId: p.prodId,
      productName: 'Test Kurta',
      category: null,
    });
    const changed = await setRate({ stage: 'cutting', rate: 35, category: 'boy' });
    expect(changed.json().filter((r: { category: string | null }) => r.category === 'boy')).toHaveLength(2);

    for (const [payload, message] of [
      [{ stage: 'cutting', rate: -1, category: 'boy' }, 'rate cannot be under 0'],
      [{ stage: 'cutting', rate: 10, category: 'boy', prodId: p.prodId }, WORKSHOP_MESSAGES.rateTarget],
      [{ stage: 'ready', rate: 10, category: 'boy' }, 'skills: unknown stage'],
      [{ stage: 'cutting', rate: 10, prodId: 'NOPE-1' }, WORKSHOP_MESSAGES.productNotFound],
    ] as const) {
      const answer = await setRate(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toMatch(message);
    }
  });
});

describe('earnings and payouts', () => {
  it('lists what each finished stage earned, pays the period once, and writes the statement', async () => {
    const p = await createProduct(t.database.db, t.app.services, { category: 'boy' });
    await setRate({ stage: 'cutting', rate: 40, category: 'boy' });
    await setRate({ stage: 'stitching', rate: 200, prodId: p.prodId });
    const artisan = await addArtisan(t, admin.token, { name: 'Bilal Darzi', skills: ['cutting', 'stitching'] });
    await finishedWork(artisan.id, p.prodId, 2);
    const period = `from=${inDays(-7)}&to=${today()}`;
    const earnings = await json(
      await workshopCall(t, 'GET', `/api/workshop/artisans/${artisan.id}/earnings?${period}`, admin.token),
      earningsViewSchema,
    );
    expect(earnings.lines.map((l) => [l.stage, l.quantity, l.rate, l.amount, l.paid])).toEqual([
      ['cutting', 2, 40, 80, false],
      ['stitching', 2, 200, 400, false],
    ]);
    expect(earnings).toMatchObject({ total: 480, unpaid: 480, payouts: [] });

    const payout = { from: inDays(-7), to: today(), amount: 480, paidOn: today(), note: 'Cash, Friday' };
    const paid = await Promise.all([
      workshopCall(t, 'POST', `/api/workshop/artisans/${artisan.id}/payouts`, admin.token, payout),
      workshopCall(t, 'POST', `/api/workshop/artisans/${artisan.id}/payouts`, admin.token, payout),
    ]);
    expect(paid.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(paid.find((a) => a.statusCode === 409)!.json().error).toBe(WORKSHOP_MESSAGES.nothingToPay);
    const after = await json(
      paid.find((a) => a.statusCode === 200)!,
      earningsViewSchema,
    );
    expect(after).toMatchObject({ total: 480, unpaid: 0, payouts: [{ amount: 480, note: 'Cash, Friday' }] });
    expect(after.lines.every((l) => l.paid)).toBe(true);

    const pdf = await workshopCall(
      t,
      'GET',
      `/api/workshop/artisans/${artisan.id}/statement.pdf?${period}`,
      admin.token,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/statement-Bilal-Darzi-.*\.pdf/);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Bilal Darzi');
    expect(text).toMatch(/Earned in this period\s*Rs\.?\s*480/);
    expect(text).toContain('Cash, Friday');

    const csv = await workshopCall(
      t,
      'GET',
      `/api/workshop/artisans/${artisan.id}/statement.csv?${period}`,
      admin.token,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Job,Product,Size,Stage,Quantity,Rate (PKR),Amount (PKR),Paid');
    expect(rows.slice(1).map((r) => r.split(',').slice(4))).toEqual([
      ['Cutting', '2', '40', '80', 'Yes'],
      ['Stitching', '2', '200', '400', 'Yes'],
    ]);
  });

  it('refuses a period that ends before it starts, and an unknown artisan', async () => {
    const backwards = await workshopCall(
      t,
      'GET',
      `/api/workshop/artisans/00000000-0000-4000-8000-000000000000/earnings?from=${today()}&to=${inDays(-3)}`,
      admin.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatch(/^to: the end comes before the start/);
    const unknown = await workshopCall(
      t,
      'GET',
      `/api/workshop/artisans/00000000-0000-4000-8000-000000000000/earnings?from=${inDays(-3)}&to=${today()}`,
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
