// The workshop through the API on a real PostgreSQL (issue 30): artisans, stock runs, moving cards (409 when someone
// else moved it first), stock added exactly once on ready, assignment with its skill check, earnings never doubled,
// and bad input named field by field with nothing half-written.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobViewSchema } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { productStock, productStockChanges, products } from '../../db/schema/catalog.ts';
import { workshopEarnings, workshopJobs, workshopRates } from '../../db/schema/workshop.ts';
import { registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { addArtisan, assignJob, board, inDays, moveJob, stockRun, workshopCall } from '../../test/workshop.ts';

let t: TestApp;
let admin: { token: string };
let coordinator: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  [admin, coordinator] = await Promise.all([signedInAs(t, 'admin'), signedInAs(t, 'coordinator')]);
});
afterAll(() => t.close());

const product = (input: Parameters<typeof createProduct>[2] = {}) =>
  createProduct(t.database.db, t.app.services, input);
const stockOf = async (productId: string, size: 'S' | 'M') =>
  (
    await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.size, size)))
  )[0]!.stock;

describe('artisans', () => {
  it('are added, listed with their open work, edited and deactivated, never deleted', async () => {
    const added = await addArtisan(t, coordinator.token, { name: 'Rukhsana Parveen' });
    expect(added).toMatchObject({ name: 'Rukhsana Parveen', active: true, openJobs: 0, overdueJobs: 0, user: null });
    const edited = await workshopCall(t, 'PUT', `/api/workshop/artisans/${added.id}`, coordinator.token, {
      name: 'Rukhsana Parveen',
      phone: '03001234567',
      skills: ['embroidery'],
      payType: 'monthly',
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ skills: ['embroidery'], payType: 'monthly', active: false });
    const list = await workshopCall(t, 'GET', '/api/workshop/artisans', coordinator.token);
    expect(list.json().find((a: { id: string }) => a.id === added.id)).toMatchObject({ active: false });
  });

  it("refuses bad input naming the field, and an account that is not staff's or is another artisan's", async () => {
    const bad = await workshopCall(t, 'POST', '/api/workshop/artisans', admin.token, {
      name: 'A',
      phone: '12',
      skills: ['sewing'],
      payType: 'piece',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/skills|phone/);
    const shopper = await registerCustomer(t);
    const notWorker = await workshopCall(t, 'POST', '/api/workshop/artisans', admin.token, {
      name: 'Saima',
      phone: '03001234567',
      skills: [],
      payType: 'piece',
      userId: shopper._id,
    });
    expect(notWorker.statusCode).toBe(400);
    expect(notWorker.json().error).toBe(WORKSHOP_MESSAGES.artisanUserNotWorker);
    const worker = await signedInAs(t, 'worker');
    await addArtisan(t, admin.token, { userId: worker.id });
    const taken = await workshopCall(t, 'POST', '/api/workshop/artisans', admin.token, {
      name: 'Saima',
      phone: '03001234567',
      skills: [],
      payType: 'piece',
      userId: worker.id,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe(WORKSHOP_MESSAGES.artisanUserTaken);
    const accounts = await workshopCall(t, 'GET', '/api/workshop/worker-accounts', admin.token);
    expect(accounts.json()).toContainEqual(expect.objectContaining({ id: worker.id }));
  });
});

describe('stock runs', () => {
  it('open at the product route’s first stage; bad input is named and writes nothing', async () => {
    const plain = await product({ sizeStock: { S: 2, M: 0 } });
    await t.database.db
      .update(products)
      .set({ skippedStages: ['printing', 'embroidery'] })
      .where(eq(products.id, plain.id));
    const job = await stockRun(t, coordinator.token, {
      prodId: plain.prodId,
      size: 'M',
      color: 'Indigo',
      quantity: 4,
      dueDate: inDays(10),
    });
    expect(job).toMatchObject({ stage: 'cutting', quantity: 4, preorderId: null, overdue: false, holder: null });
    expect(job.product.image).toBe(`/files/media/${plain.mediaIds[0]}/320.webp`);
    expect(job.route).toEqual(['cutting', 'stitching', 'finishing', 'quality', 'ready']);
    expect(job.history.map((h) => h.note)).toEqual(['Opened for stock: 4 pieces']);

    const before = await t.database.db.select().from(workshopJobs);
    const base = { prodId: plain.prodId, size: 'M', color: 'Indigo', quantity: 2, dueDate: inDays(5) };
    const cases: [object, RegExp | string][] = [
      [{ quantity: 0 }, 'quantity must be at least 1'],
      [{ quantity: 501 }, 'quantity must be at most 500'],
      [{ dueDate: inDays(-1) }, WORKSHOP_MESSAGES.dueInPast],
      [{ prodId: 'NO-SUCH' }, WORKSHOP_MESSAGES.productNotFound],
      [{ size: 'XL' }, WORKSHOP_MESSAGES.sizeNotOffered],
      [{ color: 'Green' }, WORKSHOP_MESSAGES.colorNotOffered],
    ];
    for (const [change, message] of cases) {
      const answer = await workshopCall(t, 'POST', '/api/workshop/jobs', coordinator.token, { ...base, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().error).toMatch(message);
    }
    expect(await t.database.db.select().from(workshopJobs)).toHaveLength(before.length);

    const skipped = await moveJob(t, coordinator.token, job.id, { stage: 'embroidery', from: 'cutting' });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error).toBe(WORKSHOP_MESSAGES.stageSkipped('embroidery'));
    const unknown = await moveJob(t, coordinator.token, job.id, { stage: 'dyeing' });
    expect(unknown.statusCode).toBe(400);
  });

  it('adds its pieces to stock exactly once on ready, even when ready is sent twice at once or again later', async () => {
    const kurta = await product({ sizeStock: { S: 1, M: 0 } });
    const job = await stockRun(t, admin.token, {
      prodId: kurta.prodId,
      size: 'M',
      color: 'Indigo',
      quantity: 6,
      dueDate: inDays(3),
    });
    for (const [from, to] of [
      ['cutting', 'printing'],
      ['printing', 'embroidery'],
      ['embroidery', 'stitching'],
      ['stitching', 'finishing'],
      ['finishing', 'quality'],
    ]) {
      const moved = await moveJob(t, admin.token, job.id, { stage: to, from });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const both = await Promise.all([
      moveJob(t, admin.token, job.id, { stage: 'ready', from: 'quality' }),
      moveJob(t, coordinator.token, job.id, { stage: 'ready', from: 'quality' }),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.statusCode === 409)!.json().error).toBe(WORKSHOP_MESSAGES.movedMeanwhile('ready'));
    expect(await stockOf(kurta.id, 'M')).toBe(6);

    const back = await moveJob(t, admin.token, job.id, { stage: 'quality', from: 'ready', reason: 'Loose button' });
    expect(back.statusCode, back.body).toBe(200);
    const again = await moveJob(t, admin.token, job.id, { stage: 'ready', from: 'quality' });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(kurta.id, 'M')).toBe(6);
    const changes = await t.database.db
      .select()
      .from(productStockChanges)
      .where(eq(productStockChanges.productId, kurta.id));
    expect(changes).toMatchObject([{ size: 'M', change: 6, stockAfter: 6, reason: expect.stringContaining('ready') }]);
    const view = await json(again, jobViewSchema);
    expect(view.history.map((h) => h.note)).toEqual(
      expect.arrayContaining(['6 added to size M stock', 'Back to Quality check: Loose button']),
    );
  });
});

describe('moving a card', () => {
  it('back needs a reason; a move against a stale stage is refused with 409 and the new stage', async () => {
    const p = await product();
    const job = await stockRun(t, coordinator.token, {
      prodId: p.prodId,
      size: 'S',
      color: 'Indigo',
      quantity: 1,
      dueDate: inDays(2),
    });
    const [first, second] = await Promise.all([
      moveJob(t, coordinator.token, job.id, { stage: 'printing', from: 'cutting' }),
      moveJob(t, admin.token, job.id, { stage: 'printing', from: 'cutting' }),
    ]).then((answers) => answers.sort((a, b) => a.statusCode - b.statusCode));
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(409);
    expect(second!.json()).toMatchObject({ error: 'This job moved to Printing/dyeing meanwhile', stage: 'printing' });
    const noReason = await moveJob(t, admin.token, job.id, { stage: 'cutting', from: 'printing' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(WORKSHOP_MESSAGES.reasonRequired);
    const page = await board(t, admin.token, `stage=printing`);
    expect(page.jobs.map((j) => j.id)).toContain(job.id);
    expect(page.stageCounts.printing).toBeGreaterThanOrEqual(1);
  });
});

describe('assigning and pay', () => {
  it('checks the skill (overridable, recorded) and refuses an inactive artisan or a stage behind', async () => {
    const p = await product();
    const job = await stockRun(t, coordinator.token, {
      prodId: p.prodId,
      size: 'S',
      color: 'Indigo',
      quantity: 2,
      dueDate: inDays(4),
    });
    const cutter = await addArtisan(t, coordinator.token, { name: 'Zahid Cutter', skills: ['cutting'] });
    const noSkill = await assignJob(t, coordinator.token, job.id, { stage: 'printing', artisanId: cutter.id });
    expect(noSkill.statusCode).toBe(400);
    expect(noSkill.json().error).toBe(WORKSHOP_MESSAGES.skillMissing('Zahid Cutter', 'printing'));
    const anyway = await assignJob(t, coordinator.token, job.id, {
      stage: 'printing',
      artisanId: cutter.id,
      overrideSkill: true,
    });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(anyway.json().history.at(-1).note).toBe(
      'Printing/dyeing assigned to Zahid Cutter (no printing/dyeing skill: assigned anyway)',
    );
    const held = await assignJob(t, coordinator.token, job.id, { artisanId: cutter.id });
    expect(held.json().holder).toEqual({ id: cutter.id, name: 'Zahid Cutter' });

    const retired = await addArtisan(t, coordinator.token, { name: 'Old Hand', skills: ['cutting'], active: false });
    const inactive = await assignJob(t, coordinator.token, job.id, { artisanId: retired.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe(WORKSHOP_MESSAGES.artisanInactive);
    await moveJob(t, coordinator.token, job.id, { stage: 'printing', from: 'cutting' });
    const behind = await assignJob(t, coordinator.token, job.id, { stage: 'cutting', artisanId: cutter.id });
    expect(behind.statusCode).toBe(400);
    expect(behind.json().error).toBe(WORKSHOP_MESSAGES.stageNotAhead);
    const artisans = await workshopCall(t, 'GET', `/api/workshop/artisans/${cutter.id}`, coordinator.token);
    expect(artisans.json()).toMatchObject({ openJobs: 1 });
  });

  it('pays the holder of a finished stage its rate once, however often the card goes back and forth', async () => {
    const p = await product({ category: 'girl' });
    await t.database.db.insert(workshopRates).values([
      { stage: 'cutting', category: 'girl', rate: 40 },
      { stage: 'cutting', prodId: p.prodId, rate: 55 },
    ]);
    const job = await stockRun(t, admin.token, {
      prodId: p.prodId,
      size: 'S',
      color: 'Indigo',
      quantity: 3,
      dueDate: inDays(4),
    });
    const cutter = await addArtisan(t, admin.token, { name: 'Piece Cutter', skills: ['cutting'] });
    const salaried = await addArtisan(t, admin.token, { name: 'Salaried', skills: ['printing'], payType: 'monthly' });
    await assignJob(t, admin.token, job.id, { artisanId: cutter.id });
    await assignJob(t, admin.token, job.id, { stage: 'printing', artisanId: salaried.id });
    await moveJob(t, admin.token, job.id, { stage: 'printing', from: 'cutting' });
    await moveJob(t, admin.token, job.id, { stage: 'cutting', from: 'printing', reason: 'Cut too short' });
    await moveJob(t, admin.token, job.id, { stage: 'printing', from: 'cutting' });
    await moveJob(t, admin.token, job.id, { stage: 'embroidery', from: 'printing' });
    const earned = await t.database.db.select().from(workshopEarnings).where(eq(workshopEarnings.jobId, job.id));
    expect(earned).toMatchObject([{ artisanId: cutter.id, stage: 'cutting', quantity: 3, rate: 55, amount: 165 }]);
  });
});

describe('the dashboard', () => {
  it("counts the board's cards: overdue, due this week and at each stage, as the board does", async () => {
    const p = await product();
    const late = await stockRun(t, admin.token, {
      prodId: p.prodId,
      size: 'S',
      color: 'Indigo',
      quantity: 1,
      dueDate: inDays(2),
    });
    await t.database.db
      .update(workshopJobs)
      .set({ dueDate: inDays(-3) })
      .where(eq(workshopJobs.id, late.id));
    const soon = await stockRun(t, admin.token, {
      prodId: p.prodId,
      size: 'S',
      color: 'Indigo',
      quantity: 1,
      dueDate: inDays(6),
    });
    await moveJob(t, admin.token, soon.id, { stage: 'printing', from: 'cutting' });
    await stockRun(t, admin.token, { prodId: p.prodId, size: 'S', color: 'Indigo', quantity: 1, dueDate: inDays(30) });

    const dashboard = await workshopCall(t, 'GET', '/api/admin/dashboard', admin.token);
    const { workshop } = dashboard.json();
    const [all, overdue, week] = await Promise.all([
      board(t, admin.token),
      board(t, admin.token, 'overdue=true'),
      board(t, admin.token, 'dueThisWeek=true'),
    ]);
    expect(workshop.overdue).toBeGreaterThanOrEqual(1);
    expect(workshop.overdue).toBe(overdue.total);
    expect(overdue.jobs.map((j) => j.id)).toContain(late.id);
    expect(workshop.dueThisWeek).toBe(week.total);
    expect(week.jobs.map((j) => j.id)).toContain(soon.id);
    for (const [stage, n] of Object.entries(workshop.byStage)) expect(n, stage).toBe(all.stageCounts[stage] ?? 0);
  });
});
