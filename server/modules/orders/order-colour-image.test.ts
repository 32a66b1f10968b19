// The picture an order keeps for each line (issue 17): the image tagged with the colour bought, else the featured
// image, stored at placing time, so tracking, the admin's order view and the confirmation email show that colour.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { productImages } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { randomIp } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("an order line's picture", () => {
  it("is the chosen colour's image, else the featured one, and stays so after the catalog's images change", async () => {
    const product = await createProduct(t.database.db, t.app.services, {
      price: 3100,
      colors: ['Indigo', 'Saffron', 'Black'],
      sizeStock: { S: 9 },
      images: 3,
      imageColors: [null, 'Saffron', 'Indigo'],
    });
    const [featured, saffron, indigo] = product.mediaIds;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest',
      headers: GUEST_BROWSER,
      remoteAddress: randomIp(),
      payload: orderPayload(
        ['Saffron', 'Indigo', 'Black'].map((color) => ({ prodId: product.prodId, price: 3100, color })),
        await uploadScreenshot(t),
      ),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { trackingId } = await json(placed, orderViewSchema);
    const expected = [
      { color: 'Saffron', imageId: saffron },
      { color: 'Indigo', imageId: indigo },
      { color: 'Black', imageId: featured },
    ];
    expect(placed.json().items).toMatchObject(expected);

    // Untagging the images afterwards does not change what the order shows: it kept its pictures when placed.
    await t.database.db.update(productImages).set({ color: null }).where(eq(productImages.mediaId, saffron!));
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${trackingId}` });
    expect(tracked.json().items).toMatchObject(expected);

    const [mail] = await t.database.db
      .select({ html: notifications.htmlBody })
      .from(notifications)
      .where(eq(notifications.kind, 'order-confirmation'));
    for (const id of [saffron, indigo, featured]) expect(mail!.html).toContain(`/files/media/${id}/320.jpg`);
  });
});
