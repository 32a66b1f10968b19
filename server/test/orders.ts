// Test helpers for checkout: a real uploaded payment screenshot and a valid order payload.
import sharp from 'sharp';
import { orderViewSchema } from '../../domain/schemas/order-views.ts';
import { signedUploadView } from '../../domain/schemas/uploads.ts';
import { bearer, randomIp } from './accounts.ts';
import { json } from './answers.ts';
import type { TestApp } from './harness.ts';

/** The upload token of the test's one guest browser (web/lib/upload-token.ts): guest uploads and guest orders send it. */
export const GUEST_BROWSER = { 'x-upload-token': 'test-guest-browser-upload-token-0123456789' };

/** A payment screenshot uploaded as the signed-in owner of `token`, or else as the guest browser `guestBrowser`; staff
 *  upload a preorder's progress photos the same way into their bucket. */
export async function uploadScreenshot(
  t: TestApp,
  token?: string,
  guestBrowser: Record<string, string> = GUEST_BROWSER,
  bucketName: 'payment-screenshots' | 'preorder-progress' | 'workshop-photos' = 'payment-screenshots',
  /** The PNG to send: a plain green picture unless given (a rendered transfer confirmation, for the proof checks). */
  image?: Buffer,
): Promise<string> {
  const body =
    image ??
    (await sharp({ create: { width: 200, height: 400, channels: 3, background: '#2d6a4f' } })
      .png()
      .toBuffer());
  const asked = await t.app.inject({
    method: 'POST',
    url: token ? '/api/images/guest-upload' : '/api/images/public-upload',
    headers: token ? bearer(token) : guestBrowser,
    remoteAddress: randomIp(),
    payload: {
      fileName: 'transfer.png',
      fileType: 'image/png',
      bucketName,
      fileSize: body.length,
    },
  });
  if (asked.statusCode !== 200) throw new Error(`upload ticket failed: ${asked.body}`);
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  const sent = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': 'image/png' },
    payload: body,
    remoteAddress: randomIp(),
  });
  if (sent.statusCode !== 200) throw new Error(`upload failed: ${sent.body}`);
  return fileUrl;
}

export function orderPayload(
  items: { prodId: string; price: number; size?: string; quantity?: number; color?: string }[],
  screenshot: string | undefined,
  extra: Record<string, unknown> = {},
) {
  return {
    items: items.map((i) => ({
      prodId: i.prodId,
      price: i.price,
      size: i.size ?? 'S',
      quantity: i.quantity ?? 1,
      color: i.color ?? 'Indigo',
    })),
    shippingAddress: { street: '12 Mall Road', city: 'Lahore', state: 'Lahore', zipCode: '54000', country: 'Pakistan' },
    paymentDetails: { method: 'bank', screenshot },
    guestInfo: { name: 'Hira Baig', email: 'hira@example.pk', phoneNumber: '0300 1234567' },
    ...extra,
  };
}

/** A guest order of one piece of `prodId` with a freshly uploaded payment screenshot, placed through the API. */
export async function placeGuestOrder(t: TestApp, prodId: string, price: number) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([{ prodId, price }], await uploadScreenshot(t)),
    remoteAddress: randomIp(),
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  return json(placed, orderViewSchema);
}

/** An order of one piece of `prodId` placed by the signed-in shopper of `token`, with their own uploaded screenshot
 *  (`image`, or a plain picture); answers the whole order as the shop answered it. */
export async function placeSignedInOrder(t: TestApp, token: string, prodId: string, price: number, image?: Buffer) {
  const screenshot = await uploadScreenshot(t, token, {}, 'payment-screenshots', image);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: orderPayload([{ prodId, price }], screenshot, { guestInfo: undefined }),
    remoteAddress: randomIp(),
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  return json(placed, orderViewSchema);
}
