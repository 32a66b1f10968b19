// The workshop and the preorders it makes (issue 30), on a real PostgreSQL: a paid deposit opens a card per line in
// the same transaction (no work before a deposit, never twice), cancelling closes them, the first card out of cutting
// puts the preorder In Production, and the worker's phone: their own cards only, no customer's details, a photo
// shared with the shopper in the production diary.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preorderViewSchema } from '../../../domain/schemas/preorder-views.ts';
import { myWorkSchema } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { uploadScreenshot } from '../../test/orders.ts';
import { placePreorder } from '../../test/preorders.ts';
import { addArtisan, assignJob, board, moveJob, paidPreorder, workshopCall } from '../../test/workshop.ts';

let t: TestApp;
let admin: { token: string };
let coordinator: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  [admin, coordinator] = await Promise.all([signedInAs(t, 'admin'), signedInAs(t, 'coordinator')]);
});
afterAll(() => t.close());

const product = () => createProduct(t.database.db, t.app.services, { price: 3000 });

describe('cards from preorders', () => {
  it('open one per line when the deposit is paid, due at the promised end of production, and only once', async () => {
    const [frock, kurta] = await Promise.all([product(), product()]);
    const placed = await placePreorder(t, [
      { prodId: frock.prodId, price: 3000, size: 'S', quantity: 2 },
      { prodId: kurta.prodId, price: 3000, size: 'L' },
    ]);
    expect((await board(t, coordinator.token, `preorderId=${placed.preorderId}`)).jobs).toEqual([]);
    const status = (value: string) =>
      workshopCall(t, 'PUT', `/api/preorders/${placed._id}/initial-payment/status`, coordinator.token, {
        status: value,
      });
    expect((await status('paid')).statusCode).toBe(200);
    expect((await status('pending')).statusCode).toBe(200);
    expect((await status('paid')).statusCode).toBe(200);
    const { jobs } = await board(t, coordinator.token, `preorderId=${placed.preorderId.toLowerCase()}`);
    expect(jobs).toHaveLength(2);
    const due = pakistanDay(placed.estimatedTimeline.productionEnd);
    expect(jobs.map((j) => [j.product.prodId, j.size, j.quantity, j.stage, j.dueDate, j.preorderId]).sort()).toEqual(
      [
        [frock.prodId, 'S', 2, 'cutting', due, placed.preorderId],
        [kurta.prodId, 'L', 1, 'cutting', due, placed.preorderId],
      ].sort(),
    );
    expect(jobs[0]!.history[0]!.note).toBe(`Opened for preorder ${placed.preorderId}: deposit paid`);
    expect(jobs[0]!.product.image).toMatch(/^\/files\/media\//);
  });

  it('open at once for a preorder staff enter with its deposit already paid', async () => {
    const p = await product();
    const placed = await workshopCall(t, 'POST', '/api/preorders/staff', coordinator.token, {
      customer: { name: 'Rukhsana Bibi', phoneNumber: '0333 1234567' },
      shippingAddress: { street: 'Village Kot Addu', city: 'Muzaffargarh', zipCode: '34050', country: 'Pakistan' },
      items: [{ prodId: p.prodId, size: 'XL', color: 'Indigo', quantity: 3 }],
      paymentMethod: 'easypaisa',
      initialPaymentStatus: 'paid',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { jobs } = await board(t, coordinator.token, `preorderId=${placed.json().preorderId}`);
    expect(jobs.map((j) => [j.size, j.quantity, j.history[0]!.by])).toEqual([['XL', 3, 'Test coordinator']]);
  });

  it('close when the preorder is cancelled', async () => {
    const p = await product();
    const preorder = await paidPreorder(t, coordinator.token, [{ prodId: p.prodId, price: 3000 }]);
    const cancelled = await workshopCall(t, 'PUT', `/api/preorders/${preorder._id}/status`, coordinator.token, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await board(t, coordinator.token, `preorderId=${preorder.preorderId}`)).jobs).toEqual([]);
    const closed = await board(t, coordinator.token, `preorderId=${preorder.preorderId}&includeClosed=true`);
    expect(closed.jobs.map((j) => [j.cancelled, j.history.at(-1)!.note])).toEqual([
      [true, 'Cancelled with the preorder'],
    ]);
    const move = await moveJob(t, coordinator.token, closed.jobs[0]!.id, { stage: 'printing', from: 'cutting' });
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe(WORKSHOP_MESSAGES.jobCancelled);
  });

  it('put the preorder In Production when the first card leaves cutting, with its history, once', async () => {
    const [a, b] = await Promise.all([product(), product()]);
    const preorder = await paidPreorder(t, admin.token, [
      { prodId: a.prodId, price: 3000 },
      { prodId: b.prodId, price: 3000 },
    ]);
    const { jobs } = await board(t, admin.token, `preorderId=${preorder.preorderId}`);
    for (const job of jobs) await moveJob(t, admin.token, job.id, { stage: 'printing', from: 'cutting' });
    const view = await workshopCall(t, 'GET', `/api/preorders/${preorder._id}`, admin.token);
    const after = await json(view, preorderViewSchema);
    expect(after.status).toBe('production');
    const started = after.statusHistory.filter((h) => h.note?.startsWith('Production started'));
    expect(started).toHaveLength(1);
    expect(started[0]!.note).toMatch(/^Production started: J-\d+ left cutting$/);
    const [row] = await t.database.db.select().from(preorders).where(eq(preorders.id, preorder._id));
    expect(row!.productionStartedAt).not.toBeNull();
  });
});

describe("the worker's phone", () => {
  it('shows only their cards, with no customer details, and lets them move on only what they hold', async () => {
    const account = await signedInAs(t, 'worker');
    const none = await workshopCall(t, 'GET', '/api/workshop/my-jobs', account.token);
    expect(none.statusCode).toBe(403);
    expect(none.json().error).toBe(WORKSHOP_MESSAGES.notAWorker);

    const me = await addArtisan(t, admin.token, { name: 'Shabana Tailor', skills: ['cutting'], userId: account.id });
    const [mine, other] = await Promise.all([product(), product()]);
    const preorder = await paidPreorder(t, coordinator.token, [
      { prodId: mine.prodId, price: 3000 },
      { prodId: other.prodId, price: 3000 },
    ]);
    const { jobs } = await board(t, coordinator.token, `preorderId=${preorder.preorderId}`);
    const myJob = jobs.find((j) => j.product.prodId === mine.prodId)!;
    const otherJob = jobs.find((j) => j.product.prodId === other.prodId)!;
    await assignJob(t, coordinator.token, myJob.id, { artisanId: me.id });

    const work = await workshopCall(t, 'GET', '/api/workshop/my-jobs', account.token);
    const myWork = await json(work, myWorkSchema);
    expect(myWork.jobs.map((j) => j.id)).toEqual([myJob.id]);
    expect(work.body).not.toMatch(/ayesha@example\.pk|0301|Gulberg|Ayesha/);

    const notHeld = await moveJob(t, account.token, otherJob.id, { stage: 'printing', from: 'cutting' });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().error).toBe(WORKSHOP_MESSAGES.notYourJob);
    const jump = await moveJob(t, account.token, myJob.id, { stage: 'stitching', from: 'cutting' });
    expect(jump.statusCode).toBe(403);
    const assign = await assignJob(t, account.token, myJob.id, { artisanId: me.id });
    expect(assign.statusCode).toBe(403);
    expect((await workshopCall(t, 'GET', '/api/workshop/jobs', account.token)).statusCode).toBe(403);
    const done = await moveJob(t, account.token, myJob.id, { stage: 'printing', from: 'cutting' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().history.at(-1)).toMatchObject({
      by: 'Test worker',
      note: 'Cutting done: on to Printing/dyeing',
    });
    // The card has left their hands: it is off their list, and they cannot move it on.
    expect(
      (await json(await workshopCall(t, 'GET', '/api/workshop/my-jobs', account.token), myWorkSchema)).jobs,
    ).toEqual([]);
  });

  it("puts a photo shared with the shopper in the preorder's diary; an unshared one stays with staff", async () => {
    const account = await signedInAs(t, 'worker');
    const me = await addArtisan(t, admin.token, {
      name: 'Kausar Embroiderer',
      skills: ['cutting'],
      userId: account.id,
    });
    const shopper = await registerCustomer(t);
    const p = await product();
    const preorder = await paidPreorder(t, coordinator.token, [{ prodId: p.prodId, price: 3000 }], shopper.token);
    const [job] = (await board(t, coordinator.token, `preorderId=${preorder.preorderId}`)).jobs;
    await assignJob(t, coordinator.token, job!.id, { artisanId: me.id });

    const post = async (shareWithShopper: boolean, description: string) => {
      const url = await uploadScreenshot(t, account.token, undefined, 'workshop-photos');
      return workshopCall(t, 'POST', `/api/workshop/jobs/${job!.id}/photos`, account.token, {
        images: [{ url }],
        description,
        shareWithShopper,
      });
    };
    const kept = await post(false, 'Pattern pieces laid out');
    expect(kept.statusCode, kept.body).toBe(200);
    const shared = await post(true, 'The yoke is cut');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().photos.map((ph: { shared: boolean }) => ph.shared)).toEqual([false, true]);

    const diary = await json(
      await workshopCall(t, 'GET', `/api/preorders/${preorder._id}`, shopper.token),
      preorderViewSchema,
    );
    expect(diary.productImages.map((i) => i.description)).toEqual(['The yoke is cut']);

    const paymentProof = await uploadScreenshot(t, account.token);
    const wrongBucket = await workshopCall(t, 'POST', `/api/workshop/jobs/${job!.id}/photos`, account.token, {
      images: [{ url: paymentProof }],
      description: 'x',
      shareWithShopper: true,
    });
    expect(wrongBucket.statusCode).toBe(400);
    expect(wrongBucket.json().error).toBe(WORKSHOP_MESSAGES.photosNotFound);
  });
});
