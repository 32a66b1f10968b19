// Guest orders placed over HTTP against real server processes (several instances, crashes): each simulated shopper
// comes from an address and a browser of their own, uploads a screenshot and checks out, as the browser does.
import sharp from 'sharp';
import type { DatabaseHandle } from '../db/client.ts';
import { signedUploadView } from '../../domain/schemas/uploads.ts';
import { json } from './answers.ts';
import { orderPayload } from './orders.ts';

/** Shopper n: their own address (the shop trusts X-Forwarded-For, as behind a proxy), and their own browser's upload
 *  token (their screenshot is theirs to attach). */
export const shopperHeaders = (n: number) => ({
  'content-type': 'application/json',
  'x-forwarded-for': `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  'x-upload-token': `test-shopper-${n}-upload-token-0123456789abcdef`,
});

/** A small PNG for payment screenshots. */
export const screenshotPng = () =>
  sharp({ create: { width: 120, height: 200, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();

/** A product with `stock` pieces in size S, written straight to the database; answers its id. */
export async function productWithStock(database: DatabaseHandle, prodId: string, stock: number): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into products (prod_id, name, description, price, category, colors) values ($1, 'Block Print Kurta', 'Handmade.', 3000, 'women', '{Indigo}') returning id`,
    [prodId],
  );
  await database.pool.query(`insert into product_stock (product_id, size, stock) values ($1, 'S', $2)`, [
    rows[0]!.id,
    stock,
  ]);
  return rows[0]!.id;
}

/** Shopper n uploads `screenshot` and places a guest order for one piece of `prodId` at the shop at `base`. */
export async function placeGuestOrder(base: string, n: number, prodId: string, screenshot: Buffer): Promise<Response> {
  const from = shopperHeaders(n);
  const asked = await fetch(`${base}/api/images/public-upload`, {
    method: 'POST',
    headers: from,
    body: JSON.stringify({
      fileName: 'proof.png',
      fileType: 'image/png',
      bucketName: 'payment-screenshots',
      fileSize: screenshot.length,
    }),
  });
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  // As the browser does: a busy re-encode queue (503) is tried again after its Retry-After.
  const put = () =>
    fetch(`${base}${signedUrl}`, {
      method: 'PUT',
      headers: { ...from, 'content-type': 'image/png' },
      body: new Uint8Array(screenshot),
    });
  for (let sent = await put(); sent.status === 503; sent = await put()) await new Promise((r) => setTimeout(r, 200));
  const payload = orderPayload([{ prodId, price: 3000 }], fileUrl, {
    guestInfo: { name: `Shopper ${n}`, email: `shopper${n}@example.pk`, phoneNumber: '03001234567' },
  });
  return fetch(`${base}/api/orders/guest`, { method: 'POST', headers: from, body: JSON.stringify(payload) });
}

/** The stock of size S of a product. */
export const stockOf = async (database: DatabaseHandle, productId: string) =>
  (await database.pool.query<{ stock: number }>(`select stock from product_stock where product_id = $1`, [productId]))
    .rows[0]!.stock;
