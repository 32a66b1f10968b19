// A storage service that accepts connections and never answers must not hang checkout: the order is refused with
// a clear 503 within the storage time-outs, nothing is placed and no stock is taken.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { productStock } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { s3Storage } from '../../lib/storage/s3.ts';
import { randomIp } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { orderPayload } from '../../test/orders.ts';

let silent: net.Server;
const held: net.Socket[] = [];
let t: TestApp;
beforeAll(async () => {
  silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const storage = s3Storage({
    bucket: 'shop',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'k',
    secretAccessKey: 's',
    forcePathStyle: true,
    requestTimeoutMs: 400,
  });
  t = await buildTestApp({ storage });
});
afterAll(async () => {
  await t?.close();
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('checkout while the storage does not answer', () => {
  it('refuses the order with 503 in seconds, and places nothing', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 4 }, images: 0 });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/images/public-upload',
      payload: { fileName: 'proof.png', fileType: 'image/png', bucketName: 'payment-screenshots', fileSize: 2000 },
    });
    expect(asked.statusCode).toBe(200);
    const started = Date.now();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest',
      headers: { 'idempotency-key': 'storage-down-1' },
      payload: orderPayload([{ prodId: product.prodId, price: 3000 }], asked.json().fileUrl),
      remoteAddress: randomIp(),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(placed.statusCode).toBe(503);
    expect(placed.json().error).toBe(ORDER_MESSAGES.screenshotUncheckable);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
    const [stock] = await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(eq(productStock.productId, product.id));
    expect(stock?.stock).toBe(4);
  });
});
