// Orders whose payment proofs the shop's check flags (issue 20), made through the API for the admin journeys: two
// orders taken by phone, each with the same rendered Easypaisa screenshot of a transfer Rs 1,000 short, so each is
// flagged 'short by Rs 1,000' and as the same screenshot as the other. Answers once both checks are done.
import { expect, type APIRequestContext } from '@playwright/test';
import { createProofRenderer } from '../../server/test/proof-screenshots.ts';
import { adminToken } from './admin-panel.ts';
import { uploadPaymentScreenshot } from './guest-order.ts';

interface StaffOrder {
  _id: string;
  trackingId: string;
  totalAmount: number;
}

async function staffOrder(request: APIRequestContext, auth: Record<string, string>, name: string) {
  const placed = await request.post('/api/orders/staff', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: { name, phoneNumber: '0345 7654321' },
      shippingAddress: { street: '4 Saddar Road', city: 'Peshawar', zipCode: '25000', country: 'Pakistan' },
      items: [{ prodId: 'BOY-KRT-002', size: 'L', color: 'Camel', quantity: 1 }],
      paymentMethod: 'easypaisa',
      paymentStatus: 'pending',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as StaffOrder;
}

/** A rendered Easypaisa confirmation of `amount` rupees. */
async function transferScreenshot(amount: number): Promise<Buffer> {
  const renderer = await createProofRenderer();
  try {
    return await renderer.render({
      style: 'easypaisa',
      amount,
      transactionId: `${Date.now()}`.slice(-11),
      paidAt: new Date(),
      account: '0345 ****567',
    });
  } finally {
    await renderer.close();
  }
}

async function settled(request: APIRequestContext, auth: Record<string, string>, id: string) {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/orders/${id}/proof-check`, { headers: auth });
        return ((await answer.json()) as { check: { status: string } | null }).check?.status;
      },
      { timeout: 60_000 },
    )
    .not.toBe('pending');
}

export async function twoOrdersWithOneShortProof(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const first = await staffOrder(request, auth, 'Gul Bano');
  const second = await staffOrder(request, auth, 'Gul Bano');
  const png = await transferScreenshot(first.totalAmount - 1_000);
  // The customer sends the same screenshot for both, by WhatsApp; staff attach it to each.
  for (const order of [first, second]) {
    const screenshot = await uploadPaymentScreenshot(request, auth, png);
    const attached = await request.put(`/api/orders/${order._id}/screenshot`, { headers: auth, data: { screenshot } });
    expect(attached.status(), await attached.text()).toBe(200);
  }
  await settled(request, auth, first._id);
  await settled(request, auth, second._id);
  return { first, second };
}

/** A preorder taken by phone whose deposit screenshot shows Rs 500 less than the deposit; answers once it is read. */
export async function preorderWithShortDeposit(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get('/api/products/prod/BOY-KRT-002');
  expect(listed.status(), await listed.text()).toBe(200);
  const product = (await listed.json()) as { price: number };
  const deposit = Math.ceil(product.price / 2);
  const screenshot = await uploadPaymentScreenshot(request, auth, await transferScreenshot(deposit - 500));
  const answer = await request.post('/api/preorders/staff', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: { name: 'Rukhsana Jatoi', email: '', phoneNumber: '03331234567' },
      shippingAddress: { street: '2 Clock Tower', city: 'Faisalabad', zipCode: '38000', country: 'Pakistan' },
      items: [{ prodId: 'BOY-KRT-002', size: 'XL', color: 'Camel', quantity: 1 }],
      paymentMethod: 'easypaisa',
      screenshots: [screenshot],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const preorder = (await answer.json()) as { _id: string; preorderId: string };
  await expect
    .poll(
      async () => {
        const checks = await request.get(`/api/preorders/${preorder._id}/proof-checks`, { headers: auth });
        return ((await checks.json()) as { checks: { status: string }[] }).checks.map((c) => c.status).join();
      },
      { timeout: 60_000 },
    )
    .toMatch(/^(done|unreadable|failed)$/);
  return preorder;
}
