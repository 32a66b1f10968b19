// The permission matrix (DECISIONS X3, issue 5): every guarded endpoint called as admin, coordinator, worker, customer
// and with no token, expecting what domain/permissions.ts says; and every route the app declares must be listed here,
// either in the matrix or as public, so a new endpoint cannot slip out unguarded or untested.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ROLES, type Role } from '../domain/accounts.ts';
import { mediaUrl } from '../domain/media.ts';
import { roleCan, type Permission } from '../domain/permissions.ts';
import { orderViewSchema } from '../domain/schemas/order-views.ts';
import { preorderViewSchema } from '../domain/schemas/preorder-views.ts';
import { signedUploadView } from '../domain/schemas/uploads.ts';
import { bearer, randomIp, registerCustomer, signedInAs, uniqueEmail } from './test/accounts.ts';
import { createHomeImage, createProduct, solidImage } from './test/factories.ts';
import { notifications } from './db/schema/notifications.ts';
import { workshopArtisans } from './db/schema/artisans.ts';
import { jobViewSchema } from '../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../domain/workshop-messages.ts';
import { METRICS_REFUSED } from './plugins/metrics.ts';
import { json } from './test/answers.ts';
import { buildTestApp, type TestApp } from './test/harness.ts';
import { orderPayload, uploadScreenshot } from './test/orders.ts';
import { placePreorder, preorderPayload } from './test/preorders.ts';

type Caller = Role | 'no token';
const MATRIX_ROLES: Role[] = ['admin', 'coordinator', 'worker', 'customer'];
const CALLERS: Caller[] = [...MATRIX_ROLES, 'no token'];

/** Who may call an endpoint, always in terms of domain/permissions.ts, never a hand-written list of roles. */
type Need =
  /** guards.requirePermission: refused with 403 before the body is read. */
  | { guard: Permission }
  /** guards.requireUser: any active account, acting on its own things. */
  | { signedIn: true }
  /** requireUser, then the service: the owner of the fixture (always our customer) or a role holding the permission. */
  | { ownerOr: Permission }
  /** requireUser, then the service: a role holding one of these. */
  | { anyOf: Permission[] }
  /** Not a person's at all: the operator's METRICS_TOKEN, which no session token of any role replaces (401). */
  | { metricsToken: true };

function may(role: Role, need: Need): boolean {
  if ('metricsToken' in need) return false;
  if ('guard' in need) return roleCan(role, need.guard);
  if ('ownerOr' in need) return role === 'customer' || roleCan(role, need.ownerOr);
  if ('anyOf' in need) return need.anyOf.some((permission) => roleCan(role, permission));
  return true;
}

function needLabel(need: Need): string {
  if ('metricsToken' in need) return 'METRICS_TOKEN';
  if ('guard' in need) return need.guard;
  if ('ownerOr' in need) return `owner or ${need.ownerOr}`;
  if ('anyOf' in need) return need.anyOf.join(' or ');
  return 'any signed-in account';
}

interface Call {
  url: string;
  payload?: unknown;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as the app declares it. */
  route: string;
  /** When a route is tried more than once, what differs. */
  scenario?: string;
  needs: Need;
  /** The answer to a caller who may. */
  ok: number;
  okBody?: unknown;
  /** The answer to a signed-in caller who may not; by default a 403 (with the guard's own words for guard rows). */
  refused?: { status: number; body: unknown };
  /** A real URL and a valid body for this caller, so a refusal can only come from the permission check. */
  call(who: Caller): Call | Promise<Call>;
}

interface Account {
  id: string;
  email: string;
  token: string;
}

let t: TestApp;
let accounts: Record<Role, Account>;
/** Uploads the catalog pictures, so that even the matrix's admin deletes a file that is not theirs. */
let otherAdmin: Account;
let fx: {
  catalogUpload: string;
  productToEdit: { id: string; imageUrl: string };
  productToToggle: string;
  productToStock: string;
  productForSale: { prodId: string; price: number };
  productToDelete: Record<Role, string>;
  homeImage: string;
  homeImageToDelete: Record<Role, string>;
  targetUser: string;
  order: string;
  orderToCancel: string;
  preorder: string;
  preorderToCancel: string;
  progressImageToDelete: Record<Role, string>;
  subscriberToRemove: Record<Role, string>;
  questionToDismiss: Record<Role, string>;
  /** Issue 28 item 7: a paid order staff cancelled, its refund due, one per role (marking it sent uses it up). */
  refundDue: Record<Role, string>;
  /** Issue 30: an artisan, a stock run's card, and a card per role for the move (a move uses it up). */
  artisan: string;
  /** The admin's artisan: the one the assignment row gives the card to (not the worker's, who would then hold it). */
  adminArtisan: string;
  job: string;
  jobToMove: Record<Role, string>;
};

/** Whose fixture a caller uses: the refused ones never reach it, so no token borrows the admin's. */
const own = (who: Caller): Role => (who === 'no token' ? 'admin' : who);
const tokenOf = (who: Caller) => (who === 'no token' ? undefined : accounts[who].token);

async function upload(
  bucketName: 'catalog' | 'payment-screenshots' | 'preorder-progress' | 'contact-attachments' | 'workshop-photos',
  token: string | undefined,
): Promise<string> {
  const image = await solidImage('#6b4f3a', 200, 250);
  const asked = await t.app.inject({
    method: 'POST',
    url: token ? '/api/images/guest-upload' : '/api/images/public-upload',
    headers: token ? bearer(token) : {},
    remoteAddress: randomIp(),
    payload: { fileName: 'picture.jpg', fileType: 'image/jpeg', bucketName, fileSize: image.length },
  });
  if (asked.statusCode !== 200) throw new Error(`upload ticket failed: ${asked.statusCode} ${asked.body}`);
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  const sent = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': 'image/jpeg' },
    payload: image,
    remoteAddress: randomIp(),
  });
  if (sent.statusCode !== 200) throw new Error(`upload failed: ${sent.statusCode} ${sent.body}`);
  return fileUrl;
}

async function customerOrder({ prodId, price }: { prodId: string; price: number }): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(accounts.customer.token),
    remoteAddress: randomIp(),
    payload: orderPayload([{ prodId, price }], await uploadScreenshot(t, accounts.customer.token)),
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.statusCode} ${placed.body}`);
  return (await json(placed, orderViewSchema))._id;
}

async function customerPreorder({ prodId, price }: { prodId: string; price: number }): Promise<string> {
  return (await placePreorder(t, [{ prodId, price }], accounts.customer.token))._id;
}

/** A progress photo on the matrix's preorder, posted by the admin, for a row that removes one. */
async function progressImage(preorder: string): Promise<string> {
  const posted = await t.app.inject({
    method: 'POST',
    url: `/api/preorders/${preorder}/product-images`,
    headers: bearer(accounts.admin.token),
    remoteAddress: randomIp(),
    payload: { images: [{ url: await upload('preorder-progress', accounts.admin.token) }] },
  });
  if (posted.statusCode !== 200) throw new Error(`progress photo failed: ${posted.statusCode} ${posted.body}`);
  return (await json(posted, preorderViewSchema)).productImages.at(-1)!._id;
}

/** Issue 28 item 7: our customer's order, marked paid and then cancelled by the admin, so a refund is due. */
async function refundDueOrder(product: { prodId: string; price: number }): Promise<string> {
  const id = await customerOrder(product);
  for (const [url, payload] of [
    [`/api/orders/${id}/payment`, { paymentStatus: 'paid' }],
    [`/api/orders/${id}/cancel`, {}],
  ] as const) {
    const done = await t.app.inject({ method: 'PUT', url, payload, headers: bearer(accounts.admin.token) });
    if (done.statusCode !== 200) throw new Error(`refund fixture failed: ${done.statusCode} ${done.body}`);
  }
  return id;
}

/** A newsletter subscriber's id, for a row that removes one. */
async function newsletterSubscriber(services: TestApp['app']['services']): Promise<string> {
  const email = uniqueEmail('reader');
  await services.newsletter.subscribe(email);
  return (await services.newsletter.subscriberByEmail(email))!.id;
}

/** A question the assistant could not answer, for a row that marks one answered. */
async function unansweredQuestion(services: TestApp['app']['services']): Promise<string> {
  // Letters only: digits could be taken for a phone or card number and redacted.
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + crypto.randomInt(26))).join('');
  const question = `matrix question ${letters}`;
  await services.unansweredQuestions.record(question, 'unknown');
  return (await services.unansweredQuestions.list({ page: 1, search: question })).questions[0]!._id;
}

/** Issue 30: each staff account is an artisan (written directly: the API links only worker accounts), so My work
 *  answers; the worker's is the one the rows read and edit. */
async function staffArtisans(): Promise<{ artisan: string; adminArtisan: string }> {
  const rows = await t.database.db
    .insert(workshopArtisans)
    .values(
      (['admin', 'coordinator', 'worker'] as const).map((role) => ({
        name: `Matrix ${role}`,
        phone: '03001234567',
        skills: ['cutting' as const],
        payType: 'piece' as const,
        userId: accounts[role].id,
      })),
    )
    .returning({ id: workshopArtisans.id });
  return { adminArtisan: rows[0]!.id, artisan: rows[2]!.id };
}

/** Issue 30: a stock run's card, opened by the admin. */
async function stockJob(prodId: string): Promise<string> {
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/workshop/jobs',
    headers: bearer(accounts.admin.token),
    payload: { prodId, size: 'S', color: 'Indigo', quantity: 1, dueDate: '2099-01-01' },
  });
  if (opened.statusCode !== 201) throw new Error(`job failed: ${opened.statusCode} ${opened.body}`);
  return (await json(opened, jobViewSchema)).id;
}

/** One fixture for each role, for rows whose call uses it up (a deletion); made one after another, because a
 * maker that reads back "the newest" (a progress photo) would see another role's when run side by side. */
async function perRole(make: () => Promise<string>): Promise<Record<Role, string>> {
  const made: Partial<Record<Role, string>> = {};
  for (const role of MATRIX_ROLES) made[role] = await make();
  return made as Record<Role, string>;
}

beforeAll(async () => {
  // With METRICS_TOKEN set, so /metrics is on the main port and in the matrix.
  t = await buildTestApp({ metrics: { token: 'permission-matrix-metrics-token' } });
  // The general update needs someone to write to.
  await t.app.services.newsletter.subscribe('matrix-reader@example.pk');
  const [admin, coordinator, worker, second, shopper] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
    signedInAs(t, 'admin'),
    registerCustomer(t),
  ]);
  accounts = { admin, coordinator, worker, customer: { id: shopper._id, email: shopper.email, token: shopper.token } };
  otherAdmin = second;

  const { db } = t.database;
  const services = t.app.services;
  const [catalogUpload, edited, toggled, stocked, forSale, homeImage, target] = await Promise.all([
    upload('catalog', otherAdmin.token),
    createProduct(db, services, { name: 'Matrix Edit Kurta' }),
    createProduct(db, services, { images: 0 }),
    createProduct(db, services, { images: 0, sizeStock: { S: 4 } }),
    createProduct(db, services, { price: 2500, sizeStock: { S: 500, M: 500 } }),
    createHomeImage(db, services, { imageType: 'h1' }),
    registerCustomer(t),
  ]);
  const productForSale = { prodId: forSale.prodId, price: 2500 };
  const [order, orderToCancel] = [await customerOrder(productForSale), await customerOrder(productForSale)];
  const [preorder, preorderToCancel] = [await customerPreorder(productForSale), await customerPreorder(productForSale)];
  fx = {
    catalogUpload,
    productToEdit: { id: edited.id, imageUrl: mediaUrl(edited.mediaIds[0]!, 1280) },
    productToToggle: toggled.id,
    productToStock: stocked.id,
    productForSale,
    productToDelete: await perRole(async () => (await createProduct(db, services, { images: 0 })).id),
    homeImage: homeImage.id,
    homeImageToDelete: await perRole(
      async () => (await createHomeImage(db, services, { imageType: 'h3', active: false })).id,
    ),
    targetUser: target._id,
    order,
    orderToCancel,
    preorder,
    preorderToCancel,
    progressImageToDelete: await perRole(() => progressImage(preorder)),
    subscriberToRemove: await perRole(() => newsletterSubscriber(services)),
    questionToDismiss: await perRole(() => unansweredQuestion(services)),
    refundDue: await perRole(() => refundDueOrder(productForSale)),
    ...(await staffArtisans()),
    job: await stockJob(productForSale.prodId),
    jobToMove: await perRole(() => stockJob(productForSale.prodId)),
  };
});
afterAll(() => t?.close());

const productBody = (imageURL: string) => ({
  name: 'Matrix Block Print Kurta',
  description: 'Hand block-printed cotton.',
  price: 3200,
  category: 'women',
  sizeStock: { S: 3, M: 2 },
  colors: ['Indigo'],
  images: [{ imageURL }],
});
const fileTicket = (
  bucketName: 'catalog' | 'payment-screenshots' | 'contact-attachments',
  fileType = 'image/jpeg',
  fileName = 'picture.jpg',
) => ({
  fileName,
  fileType,
  bucketName,
  fileSize: 2048,
});

// In run order: a row's mutations never take away what a later row needs (each deletion has its own fixture per role).
const ENDPOINTS: Endpoint[] = [
  // Issue 30: the workshop. Seeing the board and the artisans is workshop:read, changing them workshop:manage; moving
  // a card and photographing it pass workshop:own's guard, then the service lets through staff who run the workshop or
  // the artisan holding the card (none of the matrix's: a worker is refused there with 403).
  {
    method: 'GET',
    route: '/api/workshop/artisans',
    needs: { guard: 'workshop:read' },
    ok: 200,
    call: () => ({ url: '/api/workshop/artisans' }),
  },
  {
    method: 'POST',
    route: '/api/workshop/artisans',
    needs: { guard: 'workshop:manage' },
    ok: 201,
    call: () => ({
      url: '/api/workshop/artisans',
      payload: { name: 'Matrix Artisan', phone: '03001234567', skills: ['stitching'], payType: 'piece' },
    }),
  },
  {
    method: 'GET',
    route: '/api/workshop/artisans/:id',
    needs: { guard: 'workshop:read' },
    ok: 200,
    call: () => ({ url: `/api/workshop/artisans/${fx.artisan}` }),
  },
  {
    method: 'PUT',
    route: '/api/workshop/artisans/:id',
    needs: { guard: 'workshop:manage' },
    ok: 200,
    call: () => ({
      url: `/api/workshop/artisans/${fx.artisan}`,
      payload: {
        name: 'Matrix worker',
        phone: '03001234567',
        skills: ['cutting'],
        payType: 'piece',
        userId: accounts.worker.id,
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/workshop/worker-accounts',
    needs: { guard: 'workshop:manage' },
    ok: 200,
    call: () => ({ url: '/api/workshop/worker-accounts' }),
  },
  {
    method: 'GET',
    route: '/api/workshop/jobs',
    needs: { guard: 'workshop:read' },
    ok: 200,
    call: () => ({ url: '/api/workshop/jobs?overdue=false' }),
  },
  {
    method: 'POST',
    route: '/api/workshop/jobs',
    needs: { guard: 'workshop:manage' },
    ok: 201,
    call: () => ({
      url: '/api/workshop/jobs',
      payload: { prodId: fx.productForSale.prodId, size: 'M', color: 'Indigo', quantity: 3, dueDate: '2099-01-01' },
    }),
  },
  {
    method: 'GET',
    route: '/api/workshop/jobs/:id',
    needs: { guard: 'workshop:read' },
    ok: 200,
    call: () => ({ url: `/api/workshop/jobs/${fx.job}` }),
  },
  {
    method: 'PUT',
    route: '/api/workshop/jobs/:id/stage',
    needs: { anyOf: ['workshop:manage'] },
    ok: 200,
    call: (who) => ({
      url: `/api/workshop/jobs/${fx.jobToMove[own(who)]}/stage`,
      payload: { stage: 'printing', from: 'cutting' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/workshop/jobs/:id/assignee',
    needs: { guard: 'workshop:manage' },
    ok: 200,
    call: () => ({ url: `/api/workshop/jobs/${fx.job}/assignee`, payload: { artisanId: fx.adminArtisan } }),
  },
  {
    method: 'POST',
    route: '/api/workshop/jobs/:id/photos',
    needs: { anyOf: ['workshop:manage'] },
    ok: 200,
    // A caller who may sends their own workshop photo; the others are refused before the photos are read.
    call: async (who) => ({
      url: `/api/workshop/jobs/${fx.job}/photos`,
      payload: {
        images: [
          {
            url:
              who !== 'no token' && may(who, { anyOf: ['workshop:manage'] })
                ? await upload('workshop-photos', accounts[who].token)
                : '/files/uploads/00000000-0000-0000-0000-000000000000',
          },
        ],
        description: 'Matrix photo',
        shareWithShopper: false,
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/workshop/my-jobs',
    needs: { guard: 'workshop:own' },
    ok: 200,
    call: () => ({ url: '/api/workshop/my-jobs' }),
  },
  // Issue 30: pay is the admin's alone (workshop:pay); a coordinator who assigns the work never sees it.
  {
    method: 'GET',
    route: '/api/workshop/rates',
    needs: { guard: 'workshop:pay' },
    ok: 200,
    call: () => ({ url: '/api/workshop/rates' }),
  },
  {
    method: 'PUT',
    route: '/api/workshop/rates',
    needs: { guard: 'workshop:pay' },
    ok: 200,
    call: () => ({ url: '/api/workshop/rates', payload: { stage: 'cutting', rate: 50, category: 'women' } }),
  },
  {
    method: 'GET',
    route: '/api/workshop/artisans/:id/earnings',
    needs: { guard: 'workshop:pay' },
    ok: 200,
    call: () => ({ url: `/api/workshop/artisans/${fx.artisan}/earnings?from=2026-01-01&to=2099-01-01` }),
  },
  {
    method: 'POST',
    route: '/api/workshop/artisans/:id/payouts',
    needs: { guard: 'workshop:pay' },
    // The matrix's artisan has earned nothing: the admin reaches the rule that there is nothing to pay.
    ok: 409,
    okBody: { error: WORKSHOP_MESSAGES.nothingToPay },
    call: () => ({
      url: `/api/workshop/artisans/${fx.artisan}/payouts`,
      payload: { from: '2026-01-01', to: '2099-01-01', amount: 100, paidOn: '2026-11-01' },
    }),
  },
  ...(['pdf', 'csv'] as const).map((format): Endpoint => ({
    method: 'GET',
    route: `/api/workshop/artisans/:id/statement.${format}`,
    needs: { guard: 'workshop:pay' },
    ok: 200,
    call: () => ({ url: `/api/workshop/artisans/${fx.artisan}/statement.${format}?from=2026-01-01&to=2099-01-01` }),
  })),
  // Prometheus metrics (plugins/metrics.ts): the operator's token only; a staff session, even an admin's, is refused.
  {
    method: 'GET',
    route: '/metrics',
    needs: { metricsToken: true },
    ok: 200,
    refused: { status: 401, body: { error: METRICS_REFUSED } },
    call: () => ({ url: '/metrics' }),
  },
  // Email (notifications/email.routes.ts): the log, re-send and writing to a customer for messages:manage; the test
  // email is about the shop's settings.
  {
    method: 'GET',
    route: '/api/email/log',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: '/api/email/log?page=1' }),
  },
  {
    method: 'GET',
    route: '/api/email/status',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: '/api/email/status' }),
  },
  {
    method: 'POST',
    route: '/api/email/log/:id/resend',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: async () => {
      const [logged] = await t.database.db.select({ id: notifications.id }).from(notifications).limit(1);
      return { url: `/api/email/log/${logged!.id}/resend` };
    },
  },
  {
    method: 'POST',
    route: '/api/email/test',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({ url: '/api/email/test', payload: { testEmail: 'owner@example.pk' } }),
  },
  {
    method: 'POST',
    route: '/api/email/custom',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({
      url: '/api/email/custom',
      payload: { to: 'shopper@example.pk', subject: 'Your order', message: 'It is ready.' },
    }),
  },
  {
    method: 'POST',
    route: '/api/email/general-update',
    needs: { guard: 'newsletter:manage' },
    ok: 200,
    call: () => ({ url: '/api/email/general-update', payload: { subject: 'Eid pieces', message: 'They are here.' } }),
  },
  // Products and stock (inventory.routes.ts).
  {
    method: 'GET',
    route: '/api/products/all',
    needs: { guard: 'products:read' },
    ok: 200,
    call: () => ({ url: '/api/products/all?status=inactive' }),
  },
  {
    method: 'POST',
    route: '/api/products',
    needs: { guard: 'products:manage' },
    ok: 201,
    call: () => ({ url: '/api/products', payload: productBody(fx.catalogUpload) }),
  },
  {
    method: 'PUT',
    route: '/api/products/:id',
    needs: { guard: 'products:manage' },
    ok: 200,
    call: () => ({ url: `/api/products/${fx.productToEdit.id}`, payload: productBody(fx.productToEdit.imageUrl) }),
  },
  {
    method: 'PATCH',
    route: '/api/products/:id/toggle-status',
    needs: { guard: 'products:manage' },
    ok: 200,
    call: () => ({ url: `/api/products/${fx.productToToggle}/toggle-status` }),
  },
  {
    method: 'PUT',
    route: '/api/products/:id/stock/:size',
    needs: { guard: 'stock:update' },
    ok: 200,
    call: () => ({ url: `/api/products/${fx.productToStock}/stock/S`, payload: { stock: 9 } }),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    needs: { guard: 'products:manage' },
    ok: 200,
    call: (who) => ({ url: `/api/products/${fx.productToDelete[own(who)]}` }),
  },

  // Home images (home-images.routes.ts).
  {
    method: 'GET',
    route: '/api/images/all',
    needs: { guard: 'content:manage' },
    ok: 200,
    call: () => ({ url: '/api/images/all' }),
  },
  {
    method: 'POST',
    route: '/api/images',
    needs: { guard: 'content:manage' },
    ok: 201,
    call: () => ({
      url: '/api/images',
      payload: { imageType: 'h2', imageURL: fx.catalogUpload, title: 'Matrix slide', active: false },
    }),
  },
  {
    method: 'PUT',
    route: '/api/images/:id',
    needs: { guard: 'content:manage' },
    ok: 200,
    call: () => ({ url: `/api/images/${fx.homeImage}`, payload: { imageType: 'h1', title: 'Edited slide' } }),
  },
  {
    method: 'PATCH',
    route: '/api/images/:id/toggle-active',
    needs: { guard: 'content:manage' },
    ok: 200,
    call: () => ({ url: `/api/images/${fx.homeImage}/toggle-active` }),
  },
  {
    method: 'PATCH',
    route: '/api/images/:id/set-active',
    needs: { guard: 'content:manage' },
    ok: 200,
    call: () => ({ url: `/api/images/${fx.homeImage}/set-active` }),
  },
  {
    method: 'DELETE',
    route: '/api/images/:id',
    needs: { guard: 'content:manage' },
    ok: 200,
    call: (who) => ({ url: `/api/images/${fx.homeImageToDelete[own(who)]}` }),
  },

  // Users, invites and roles (staff.routes.ts); the target is never one of the callers.
  {
    method: 'GET',
    route: '/api/users/all',
    needs: { guard: 'users:manage' },
    ok: 200,
    call: () => ({ url: '/api/users/all?role=worker' }),
  },
  {
    method: 'POST',
    route: '/api/users',
    needs: { guard: 'users:manage' },
    ok: 201,
    call: () => ({
      url: '/api/users',
      payload: {
        name: 'Noor Matrix',
        email: uniqueEmail('made'),
        password: 'block-print-7',
        phoneNumber: '0300 1234567',
        role: 'worker',
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/users/invites',
    needs: { guard: 'users:manage' },
    ok: 201,
    call: () => ({ url: '/api/users/invites', payload: { role: 'worker' } }),
  },
  {
    method: 'PUT',
    route: '/api/users/:id/role',
    needs: { guard: 'users:manage' },
    ok: 200,
    call: () => ({ url: `/api/users/${fx.targetUser}/role`, payload: { role: 'customer' } }),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/toggle-status',
    needs: { guard: 'users:manage' },
    ok: 200,
    call: () => ({ url: `/api/users/${fx.targetUser}/toggle-status` }),
  },

  // Reports (reports.routes.ts).
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    needs: { guard: 'reports:read' },
    ok: 200,
    call: () => ({ url: '/api/admin/dashboard' }),
  },
  {
    method: 'GET',
    route: '/api/admin/customers',
    needs: { guard: 'customers:read' },
    ok: 200,
    call: () => ({ url: '/api/admin/customers?filter=active' }),
  },
  {
    method: 'GET',
    route: '/api/contact-messages',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: '/api/contact-messages?page=1' }),
  },
  {
    method: 'GET',
    route: '/api/admin/customers/:id',
    needs: { guard: 'customers:read' },
    ok: 200,
    call: () => ({ url: `/api/admin/customers/${accounts.customer.id}` }),
  },

  // Shop settings (settings.routes.ts).
  {
    method: 'GET',
    route: '/api/settings',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({ url: '/api/settings' }),
  },
  {
    method: 'PUT',
    route: '/api/settings/payment',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({
      url: '/api/settings/payment',
      payload: {
        bank: {
          bankName: 'Meezan Bank',
          accountTitle: 'Handmade Studio',
          accountNumber: '0101 0101234567',
          iban: 'PK36MEZN0001010101234567',
        },
        easypaisa: { accountTitle: 'Handmade Studio', accountNumber: '0300-1234567', qrImage: null },
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/settings/delivery',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({
      url: '/api/settings/delivery',
      payload: { domesticFlat: 250, internationalBase: 3000, internationalPerExtraItem: 1000 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/settings/contact',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({
      url: '/api/settings/contact',
      payload: {
        email: 'studio@example.pk',
        phone: '+92 300 1234567',
        whatsapp: '+92 300 1234567',
        address: '12 Mall Road\nLahore',
        hours: [{ days: 'Mon-Sat', hours: '10am-7pm' }],
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/settings/orders',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({ url: '/api/settings/orders', payload: { unpaidOrderHours: 72 } }),
  },
  {
    method: 'PUT',
    route: '/api/settings/currency',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({ url: '/api/settings/currency', payload: { markupPercent: 2 } }),
  },
  // Past the guard, the refresh meets this test app's rates service, a closed local port: 502, rates kept.
  {
    method: 'POST',
    route: '/api/currency/refresh',
    needs: { guard: 'settings:manage' },
    ok: 502,
    call: () => ({ url: '/api/currency/refresh' }),
  },
  {
    method: 'PUT',
    route: '/api/settings/social',
    needs: { guard: 'settings:manage' },
    ok: 200,
    call: () => ({
      url: '/api/settings/social',
      payload: { instagram: 'https://instagram.com/handmade', facebook: '', whatsapp: 'https://wa.me/923001234567' },
    }),
  },

  // Orders, staff side (orders.routes.ts).
  {
    method: 'GET',
    route: '/api/orders',
    needs: { guard: 'orders:read' },
    ok: 200,
    call: () => ({ url: '/api/orders?status=pending' }),
  },
  {
    method: 'GET',
    route: '/api/orders/assignees',
    needs: { guard: 'orders:update' },
    ok: 200,
    call: () => ({ url: '/api/orders/assignees' }),
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/status',
    needs: { guard: 'orders:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}/status`, payload: { status: 'processing' } }),
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/assign',
    needs: { guard: 'orders:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}/assign`, payload: { userId: accounts.worker.id } }),
  },
  // Before the payment row below marks the order paid: only an unpaid order has a deadline to extend.
  {
    method: 'PUT',
    route: '/api/orders/:id/payment-deadline',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}/payment-deadline`, payload: { extendByHours: 24 } }),
  },
  {
    method: 'GET',
    route: '/api/orders/:id/proof-check',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}/proof-check` }),
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/payment',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}/payment`, payload: { paymentStatus: 'paid' } }),
  },
  {
    method: 'POST',
    route: '/api/orders/staff',
    needs: { guard: 'orders:update' },
    ok: 201,
    call: () => ({
      url: '/api/orders/staff',
      payload: {
        customer: { name: 'Sana Mir', email: 'sana@example.pk', phoneNumber: '0321 7654321' },
        shippingAddress: { street: '4 Canal View', city: 'Multan', zipCode: '60000', country: 'Pakistan' },
        items: [{ prodId: fx.productForSale.prodId, size: 'M', color: 'Indigo', quantity: 1 }],
        paymentMethod: 'easypaisa',
      },
    }),
  },

  // Orders, the shopper's side: any account, or the owner (our customer) and the staff the service lets in.
  {
    method: 'POST',
    route: '/api/orders',
    needs: { signedIn: true },
    ok: 201,
    call: async (who) => ({
      url: '/api/orders',
      payload: orderPayload([fx.productForSale], await uploadScreenshot(t, tokenOf(who))),
    }),
  },
  {
    method: 'GET',
    route: '/api/users/orders',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/users/orders' }),
  },
  {
    method: 'GET',
    route: '/api/orders/user/orders',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/orders/user/orders' }),
  },
  {
    method: 'GET',
    route: '/api/orders/:id',
    needs: { ownerOr: 'orders:read' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.order}` }),
  },
  {
    method: 'PUT',
    route: '/api/orders/:id/cancel',
    needs: { ownerOr: 'orders:update' },
    ok: 200,
    call: () => ({ url: `/api/orders/${fx.orderToCancel}/cancel` }),
  },
  // Issue 28 item 7: marking a cancelled paid order's refund sent is a payment confirmation, as marking it paid.
  {
    method: 'POST',
    route: '/api/orders/:id/refund',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: (who) => ({ url: `/api/orders/${fx.refundDue[own(who)]}/refund`, payload: { reference: 'IBFT 55120' } }),
  },

  // Preorders, staff side (preorders-staff.routes.ts).
  {
    method: 'GET',
    route: '/api/preorders',
    needs: { guard: 'preorders:read' },
    ok: 200,
    call: () => ({ url: '/api/preorders?status=pending' }),
  },
  {
    method: 'POST',
    route: '/api/preorders/staff',
    needs: { guard: 'preorders:update' },
    ok: 201,
    call: () => ({
      url: '/api/preorders/staff',
      payload: {
        customer: { name: 'Sana Mir', phoneNumber: '0321 7654321' },
        shippingAddress: { street: '4 Canal View', city: 'Multan', zipCode: '60000', country: 'Pakistan' },
        items: [{ prodId: fx.productForSale.prodId, size: 'XXL', color: 'Indigo', quantity: 1 }],
        paymentMethod: 'easypaisa',
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/status',
    needs: { guard: 'preorders:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/status`, payload: { status: 'production' } }),
  },
  {
    method: 'GET',
    route: '/api/preorders/:id/proof-checks',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/proof-checks` }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/initial-payment/status',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/initial-payment/status`, payload: { status: 'paid' } }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/final-payment/status',
    needs: { guard: 'payments:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/final-payment/status`, payload: { status: 'failed' } }),
  },
  {
    method: 'POST',
    route: '/api/email/order-confirmation/:id',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: `/api/email/order-confirmation/${fx.order}` }),
  },
  {
    method: 'POST',
    route: '/api/email/order-status-update/:id',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: `/api/email/order-status-update/${fx.order}` }),
  },
  {
    method: 'POST',
    route: '/api/email/preorder-confirmation/:id',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: `/api/email/preorder-confirmation/${fx.preorder}` }),
  },
  {
    method: 'POST',
    route: '/api/email/preorder-status-update/:id',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: `/api/email/preorder-status-update/${fx.preorder}` }),
  },
  ...(['POST', 'PUT'] as const).map((method): Endpoint => ({
    method,
    route: '/api/preorders/:id/delivery-charges',
    needs: { guard: 'preorders:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/delivery-charges`, payload: { amount: 400 } }),
  })),
  ...(['POST', 'PUT'] as const).map((method): Endpoint => ({
    method,
    route: '/api/preorders/:id/product-images',
    needs: { guard: 'progress-images:update' },
    ok: 200,
    // A caller who may upload sends their own photo; the others are refused before the body is read.
    call: async (who) => ({
      url: `/api/preorders/${fx.preorder}/product-images`,
      payload: {
        images: [
          {
            url:
              who !== 'no token' && may(who, { guard: 'progress-images:update' })
                ? await upload('preorder-progress', tokenOf(who))
                : fx.catalogUpload,
          },
        ],
        description: 'Matrix progress',
      },
    }),
  })),
  {
    method: 'DELETE',
    route: '/api/preorders/:id/product-images/:imageId',
    needs: { guard: 'progress-images:update' },
    ok: 200,
    call: (who) => ({ url: `/api/preorders/${fx.preorder}/product-images/${fx.progressImageToDelete[own(who)]}` }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/timeline',
    needs: { guard: 'preorders:update' },
    ok: 200,
    call: () => ({
      url: `/api/preorders/${fx.preorder}/timeline`,
      payload: { timeline: { productionStart: '2026-12-01' } },
    }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/admin-notes',
    needs: { guard: 'notes:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}/admin-notes`, payload: { production: 'Matrix note' } }),
  },

  // Preorders, the shopper's side: any account, or the owner (our customer) and the staff the service lets in.
  {
    method: 'POST',
    route: '/api/preorders',
    needs: { signedIn: true },
    ok: 201,
    call: async (who) => ({
      url: '/api/preorders',
      payload: preorderPayload([fx.productForSale], [await uploadScreenshot(t, tokenOf(who))], {
        guestInfo: undefined,
      }),
    }),
  },
  {
    method: 'GET',
    route: '/api/preorders/user/preorders',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/preorders/user/preorders' }),
  },
  {
    method: 'GET',
    route: '/api/preorders/:id',
    needs: { ownerOr: 'preorders:read' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorder}` }),
  },
  {
    method: 'PUT',
    route: '/api/preorders/:id/cancel',
    needs: { ownerOr: 'preorders:update' },
    ok: 200,
    call: () => ({ url: `/api/preorders/${fx.preorderToCancel}/cancel` }),
  },

  // The caller's own account and wishlist (accounts.routes.ts, wishlist.routes.ts).
  {
    method: 'GET',
    route: '/api/users/profile',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/users/profile' }),
  },
  {
    method: 'PUT',
    route: '/api/users/profile',
    needs: { signedIn: true },
    ok: 200,
    call: (who) => ({
      url: '/api/users/profile',
      payload: {
        name: 'Matrix Caller',
        email: accounts[own(who)].email,
        phoneNumber: '0300 1234567',
        address: { street: '12 Mall Road' },
      },
    }),
  },
  {
    method: 'PUT',
    route: '/api/users/password',
    needs: { signedIn: true },
    // A real change would end the caller's session for the rest of the table: a wrong current password shows the guard let them in.
    ok: 400,
    call: () => ({
      url: '/api/users/password',
      payload: { currentPassword: 'not-the-password', password: 'Matrix-Change-9' },
    }),
  },
  {
    method: 'GET',
    route: '/api/users/wishlist',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/users/wishlist' }),
  },
  {
    method: 'PUT',
    route: '/api/users/wishlist/:prodId',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: `/api/users/wishlist/${fx.productForSale.prodId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/users/wishlist/:prodId',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: `/api/users/wishlist/${fx.productForSale.prodId}` }),
  },
  {
    method: 'POST',
    route: '/api/users/wishlist/merge',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/users/wishlist/merge', payload: { items: [{ prodId: fx.productForSale.prodId }] } }),
  },

  // Newsletter subscribers (newsletter.routes.ts): admin only.
  {
    method: 'GET',
    route: '/api/newsletter/subscribers',
    needs: { guard: 'newsletter:manage' },
    ok: 200,
    call: () => ({ url: '/api/newsletter/subscribers?search=reader' }),
  },
  {
    method: 'GET',
    route: '/api/newsletter/subscribers/export',
    needs: { guard: 'newsletter:manage' },
    ok: 200,
    call: () => ({ url: '/api/newsletter/subscribers/export' }),
  },
  {
    method: 'DELETE',
    route: '/api/newsletter/subscribers/:id',
    needs: { guard: 'newsletter:manage' },
    ok: 200,
    call: (who) => ({ url: `/api/newsletter/subscribers/${fx.subscriberToRemove[own(who)]}` }),
  },

  // The assistant's unanswered questions (questions.routes.ts): the staff who read messages.
  {
    method: 'GET',
    route: '/api/chatbot/questions',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: () => ({ url: '/api/chatbot/questions?search=matrix' }),
  },
  {
    method: 'DELETE',
    route: '/api/chatbot/questions/:id',
    needs: { guard: 'messages:manage' },
    ok: 200,
    call: (who) => ({ url: `/api/chatbot/questions/${fx.questionToDismiss[own(who)]}` }),
  },

  // Uploads (uploads.routes.ts): payment screenshots for anyone signed in; catalog pictures and other people's files by permission.
  {
    method: 'POST',
    route: '/api/images/guest-upload',
    scenario: 'payment screenshot',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({ url: '/api/images/guest-upload', payload: fileTicket('payment-screenshots') }),
  },
  {
    method: 'POST',
    route: '/api/images/guest-upload',
    scenario: 'contact-form attachment',
    needs: { signedIn: true },
    ok: 200,
    call: () => ({
      url: '/api/images/guest-upload',
      payload: fileTicket('contact-attachments', 'application/pdf', 'sizes.pdf'),
    }),
  },
  {
    method: 'POST',
    route: '/api/images/signed-url',
    scenario: 'catalog picture',
    needs: { anyOf: ['products:manage', 'content:manage'] },
    ok: 200,
    call: () => ({ url: '/api/images/signed-url', payload: fileTicket('catalog') }),
  },
  {
    method: 'POST',
    route: '/api/images/delete-file',
    scenario: 'their own screenshot',
    needs: { signedIn: true },
    ok: 200,
    okBody: true,
    call: async (who) => ({
      url: '/api/images/delete-file',
      payload: { fileName: await upload('payment-screenshots', tokenOf(who)), bucketName: 'payment-screenshots' },
    }),
  },
  {
    method: 'POST',
    route: '/api/images/delete-file',
    scenario: "a guest's payment screenshot",
    needs: { anyOf: ['payments:update'] },
    ok: 200,
    okBody: true,
    refused: { status: 200, body: false },
    call: async () => ({
      url: '/api/images/delete-file',
      payload: { fileName: await upload('payment-screenshots', undefined), bucketName: 'payment-screenshots' },
    }),
  },
  {
    method: 'POST',
    route: '/api/images/delete-file',
    scenario: "a guest's contact-form attachment",
    needs: { anyOf: ['messages:manage'] },
    ok: 200,
    okBody: true,
    refused: { status: 200, body: false },
    call: async () => ({
      url: '/api/images/delete-file',
      payload: { fileName: await upload('contact-attachments', undefined), bucketName: 'contact-attachments' },
    }),
  },
  {
    method: 'POST',
    route: '/api/images/delete-file',
    scenario: "another admin's catalog picture",
    needs: { anyOf: ['products:manage', 'content:manage'] },
    ok: 200,
    okBody: true,
    refused: { status: 200, body: false },
    call: async () => ({
      url: '/api/images/delete-file',
      payload: { fileName: await upload('catalog', otherAdmin.token), bucketName: 'catalog' },
    }),
  },
];

/** Routes anyone may call; the two marked optional read a token when one is sent (X4: more detail for owner and staff). */
const PUBLIC: { method: string; route: string; optionalSignIn?: true }[] = [
  { method: 'GET', route: '/api/health' },
  { method: 'GET', route: '/api/health/ready' },
  { method: 'GET', route: '/api/products' },
  { method: 'GET', route: '/api/products/categories' },
  { method: 'POST', route: '/api/products/lookup' },
  { method: 'GET', route: '/api/products/prod/:prodId' },
  { method: 'GET', route: '/api/products/:id' },
  { method: 'GET', route: '/api/products/:id/stock/:size' },
  { method: 'GET', route: '/api/images/active' },
  { method: 'GET', route: '/api/images/type/:type' },
  { method: 'POST', route: '/api/images/public-upload' },
  { method: 'PUT', route: '/api/uploads/:id' },
  { method: 'POST', route: '/api/newsletter' },
  { method: 'POST', route: '/api/newsletter/unsubscribe' },
  { method: 'GET', route: '/api/newsletter/unsubscribe' },
  { method: 'POST', route: '/api/email/contact-form' },
  { method: 'POST', route: '/api/users/register' },
  { method: 'POST', route: '/api/users/login' },
  { method: 'POST', route: '/api/users/forgot-password' },
  { method: 'POST', route: '/api/users/reset-password' },
  { method: 'GET', route: '/api/users/admin-signup/status' },
  { method: 'POST', route: '/api/users/admin-signup' },
  { method: 'GET', route: '/api/settings/payment' },
  { method: 'GET', route: '/api/settings/contact' },
  { method: 'GET', route: '/api/settings/social' },
  { method: 'POST', route: '/api/orders/quote' },
  { method: 'POST', route: '/api/orders/guest' },
  { method: 'GET', route: '/api/orders/track/:trackingId', optionalSignIn: true },
  { method: 'POST', route: '/api/chatbot/chat' },
  { method: 'GET', route: '/api/chatbot/status' },
  { method: 'GET', route: '/api/currency/rates' },
  { method: 'GET', route: '/api/currency/location' },
  // Not an endpoint: any other GET under /api answers JSON 404 (not the storefront's page).
  { method: 'GET', route: '/api/*' },
  { method: 'PUT', route: '/api/orders/:id/screenshot', optionalSignIn: true },
  { method: 'POST', route: '/api/preorders/quote' },
  { method: 'POST', route: '/api/preorders/guest' },
  { method: 'GET', route: '/api/preorders/track/:preorderId', optionalSignIn: true },
  { method: 'GET', route: '/api/preorders/:id/confirmation.pdf', optionalSignIn: true },
  { method: 'PUT', route: '/api/preorders/:id/initial-payment/screenshots', optionalSignIn: true },
  { method: 'PUT', route: '/api/preorders/:id/final-payment/screenshots', optionalSignIn: true },
  { method: 'GET', route: '/files/media/:id/:variant' },
  { method: 'GET', route: '/files/uploads/:id' },
  // Issue 28 item 6: the undo link mailed to an account's old address is its own key (like a reset token).
  { method: 'POST', route: '/api/users/undo-email-change' },
];
/** The API explorer and its OpenAPI document, served by @fastify/swagger-ui. */
const PUBLIC_PREFIX = '/api/docs';

interface Expected {
  status: number;
  body?: unknown;
  /** For the test's name: 'allowed 201', 'refused 403'... */
  label: string;
}

function expectedFor(endpoint: Endpoint, who: Caller): Expected {
  if (who === 'no token') return { status: 401, label: 'refused 401' };
  const shown = (status: number, body: unknown) => `${status}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
  if (may(who, endpoint.needs))
    return { status: endpoint.ok, body: endpoint.okBody, label: `allowed ${shown(endpoint.ok, endpoint.okBody)}` };
  const refused = endpoint.refused ?? {
    status: 403,
    body: 'guard' in endpoint.needs ? { error: ACCOUNT_MESSAGES.notAllowed } : undefined,
  };
  return { ...refused, label: `refused ${shown(refused.status, endpoint.refused?.body)}` };
}

describe('the permission matrix', () => {
  it('covers every role', () => {
    expect([...MATRIX_ROLES].sort()).toEqual([...ROLES].sort());
  });

  for (const endpoint of ENDPOINTS) {
    const title = `${endpoint.method} ${endpoint.route}${endpoint.scenario ? ` (${endpoint.scenario})` : ''}, needs ${needLabel(endpoint.needs)}`;
    describe(title, () => {
      const cases = CALLERS.map((who) => {
        const expected = expectedFor(endpoint, who);
        return [who, expected.label, expected] as const;
      });
      it.each(cases)('%s: %s', async (who, _label, expected) => {
        const { url, payload } = await endpoint.call(who);
        const token = tokenOf(who);
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          payload: payload as object | undefined,
          headers: token ? bearer(token) : {},
          remoteAddress: randomIp(),
        });
        expect(response.statusCode, response.body).toBe(expected.status);
        if (expected.body !== undefined) expect(response.json()).toEqual(expected.body);
      });
    });
  }
});

describe('every route is accounted for', () => {
  const key = (method: string, route: string) => `${method} ${route}`;

  it('lists each route the app declares either in the matrix or as public, and nothing that is gone', () => {
    const declared = new Map(t.routes.map((r) => [key(r.method, r.url), r]));
    // A HEAD route Fastify adds for a GET shares its hooks; a HEAD declared on its own would have to be listed.
    const relevant = [...declared.values()].filter(
      (r) =>
        !r.url.startsWith(PUBLIC_PREFIX) &&
        !(r.method === 'HEAD' && declared.get(key('GET', r.url))?.guarded === r.guarded),
    );
    const inMatrix = new Set(ENDPOINTS.map((e) => key(e.method, e.route)));
    const publicRoutes = new Map(PUBLIC.map((p) => [key(p.method, p.route), p]));

    const unlisted = relevant.map((r) => key(r.method, r.url)).filter((k) => !inMatrix.has(k) && !publicRoutes.has(k));
    expect(unlisted, 'routes in neither the permission matrix nor the public list').toEqual([]);
    const gone = [...inMatrix, ...publicRoutes.keys()].filter((k) => !declared.has(k));
    expect(gone, 'listed routes the app no longer declares').toEqual([]);
    const both = [...inMatrix].filter((k) => publicRoutes.has(k));
    expect(both, 'routes listed both as guarded and as public').toEqual([]);
  });

  it('finds a guard on every matrix route and none on a public one, except where a token is optional', () => {
    const guarded = new Map(t.routes.map((r) => [key(r.method, r.url), r.guarded]));
    const unguardedInMatrix = ENDPOINTS.map((e) => key(e.method, e.route)).filter((k) => guarded.get(k) === false);
    expect(unguardedInMatrix, 'matrix routes without an onRequest guard').toEqual([]);
    const publicButGuarded = PUBLIC.filter(
      (p) => guarded.get(key(p.method, p.route)) !== Boolean(p.optionalSignIn),
    ).map((p) => key(p.method, p.route));
    expect(
      publicButGuarded,
      'public routes whose onRequest hook does not match the list (move them to the matrix, or mark optionalSignIn)',
    ).toEqual([]);
  });
});
