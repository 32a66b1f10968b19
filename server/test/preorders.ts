// Test helpers for preorders: a valid submission payload (SPEC §3) priced as the server will, and placing one as a guest
// or a signed-in shopper.
import { preorderAmounts } from '../../domain/preorders.ts';
import { preorderViewSchema, type PreorderView } from '../../domain/schemas/preorder-views.ts';
import { bearer, randomIp } from './accounts.ts';
import { json } from './answers.ts';
import type { TestApp } from './harness.ts';
import { GUEST_BROWSER, uploadScreenshot } from './orders.ts';

export interface PreorderLine {
  prodId: string;
  price: number;
  size?: string;
  quantity?: number;
  color?: string;
}

export function preorderPayload(lines: PreorderLine[], screenshots: string[], extra: Record<string, unknown> = {}) {
  const items = lines.map((l) => ({
    prodId: l.prodId,
    price: l.price,
    size: l.size ?? 'M',
    quantity: l.quantity ?? 1,
    color: l.color ?? 'Indigo',
  }));
  const amounts = preorderAmounts(
    items.reduce((sum, i) => sum + i.price * i.quantity, 0),
    null,
  );
  return {
    items,
    originalAmount: amounts.originalAmount,
    initialPaymentAmount: amounts.payNow,
    shippingAddress: { street: '7 Gulberg III', city: 'Lahore', zipCode: '54660', country: 'Pakistan' },
    paymentDetails: { method: 'bank', initialPaymentScreenshots: screenshots },
    guestInfo: { name: 'Ayesha Noor', email: 'ayesha@example.pk', phoneNumber: '0301-2345678' },
    ...extra,
  };
}

/** Places a preorder (as a guest unless `token`), with one freshly uploaded deposit screenshot; throws unless 201. */
export async function placePreorder(t: TestApp, lines: PreorderLine[], token?: string): Promise<PreorderView> {
  const screenshot = await uploadScreenshot(t, token);
  const payload = preorderPayload(lines, [screenshot], token ? { guestInfo: undefined } : {});
  const placed = await t.app.inject({
    method: 'POST',
    url: token ? '/api/preorders' : '/api/preorders/guest',
    headers: token ? bearer(token) : GUEST_BROWSER,
    remoteAddress: randomIp(),
    payload: JSON.parse(JSON.stringify(payload)),
  });
  if (placed.statusCode !== 201) throw new Error(`preorder failed: ${placed.statusCode} ${placed.body}`);
  return json(placed, preorderViewSchema);
}
