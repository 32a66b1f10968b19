// The product editor through the API: create with uploaded images and per-size stock, edit keeping and replacing
// images, the spec's messages, deletion that keeps ordered products for history, admin only.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(() => t.close());

async function catalogUpload(color: string, token = admin): Promise<string> {
  const body = await sharp({ create: { width: 560, height: 700, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const asked = (
    await t.app.inject({
      method: 'POST',
      url: '/api/images/guest-upload',
      headers: bearer(token),
      // Each from its own address: the file's uploads would otherwise meet the per-address limits.
      remoteAddress: randomIp(),
      payload: { fileName: 'p.jpg', fileType: 'image/jpeg', bucketName: 'catalog', fileSize: body.length },
    })
  ).json();
  await t.app.inject({
    method: 'PUT',
    url: asked.signedUrl,
    headers: { 'content-type': 'image/jpeg' },
    payload: body,
    remoteAddress: randomIp(),
  });
  return asked.fileUrl;
}

const input = async (extra: Record<string, unknown> = {}) => ({
  name: 'Mirror Work/Kurta',
  description: 'Hand-embroidered mirror work on cotton.',
  price: 6500,
  category: 'women',
  sizeStock: { S: 4, M: 0, L: 7 },
  colors: ['Indigo', 'Maroon'],
  images: [
    { imageURL: await catalogUpload('#1d3557') },
    { imageURL: await catalogUpload('#e63946') },
    { imageURL: await catalogUpload('#a8dadc') },
  ],
  sizeGuide: { M: { chest: '38-40', length: '44' } },
  isNew: true,
  ...extra,
});
const create = async (body: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(token), payload: body });

describe('the product editor', () => {
  it('creates a product with three uploaded images and per-size stock, the first featured, and the shop lists it', async () => {
    const response = await create(await input());
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: 'Mirror Work/Kurta',
      price: 6500,
      category: 'women',
      sizes: ['S', 'M', 'L'],
      sizeStock: { S: 4, M: 0, L: 7 },
      stock: 11,
      isActive: true,
      isNew: true,
    });
    expect(product.prodId).toMatch(/^W-[2-9A-Z]{6}$/);
    expect(product.images.map((i: { featured: boolean }) => i.featured)).toEqual([true, false, false]);
    expect(product.sizeGuide.M).toMatchObject({ chest: '38-40', length: '44', shoulder: '' });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/products?search=mirror' })).json();
    expect(shop.products.map((p: { prodId: string }) => p.prodId)).toContain(product.prodId);
  });

  it('edits: keeps images by URL, adds a new upload, makes the chosen one the only featured, drops unlisted sizes', async () => {
    const product = (await create(await input())).json();
    const [first, , third] = product.images as { url: string }[];
    const fresh = await catalogUpload('#2a9d8f');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: bearer(admin),
      payload: {
        ...(await input()),
        name: 'Mirror Work Kurta',
        price: 7000,
        sizeStock: { L: 2, XL: 5 },
        images: [{ imageURL: third!.url }, { imageURL: fresh, featured: true }, { imageURL: first!.url }],
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json();
    expect(after).toMatchObject({
      prodId: product.prodId,
      name: 'Mirror Work Kurta',
      price: 7000,
      sizes: ['L', 'XL'],
      sizeStock: { L: 2, XL: 5 },
    });
    expect(after.images).toHaveLength(3);
    expect(after.images[0].url).toBe(third!.url);
    expect(after.images[2].url).toBe(first!.url);
    expect(after.images.map((i: { featured: boolean }) => i.featured)).toEqual([false, true, false]);
  });

  it("tags images with the product's colours, keeps the tags through an edit, and refuses a colour it does not offer", async () => {
    // Its own admin: the uploads are rate-limited per account, and the other tests use the shared one's allowance.
    const owner = (await signedInAs(t, 'admin')).token;
    const base = {
      name: 'Phulkari Frock',
      description: 'Hand-stitched phulkari on cotton.',
      price: 5200,
      category: 'girl',
      sizeStock: { S: 3 },
      colors: ['Indigo', 'Maroon'],
    };
    const tagged = [
      { imageURL: await catalogUpload('#1d3557', owner), color: 'Indigo' },
      { imageURL: await catalogUpload('#800000', owner), color: 'Maroon' },
      { imageURL: await catalogUpload('#a8dadc', owner), color: null },
    ];
    const created = await create({ ...base, images: tagged }, owner);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product.images.map((i: { color: string | null }) => i.color)).toEqual(['Indigo', 'Maroon', null]);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/prod/${product.prodId}` })).json();
    expect(shown.images.map((i: { color: string | null }) => i.color)).toEqual(['Indigo', 'Maroon', null]);

    const saved = product.images as { url: string; color: string | null }[];
    const body = (colors: string[], images: { imageURL: string; color: string | null }[]) => ({
      ...base,
      colors,
      images,
    });
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/products/${product._id}`, headers: bearer(owner), payload });
    const kept = await edit(
      body(
        ['Indigo', 'Maroon'],
        saved.map((i) => ({ imageURL: i.url, color: i.color })),
      ),
    );
    expect(kept.json().images.map((i: { color: string | null }) => i.color)).toEqual(['Indigo', 'Maroon', null]);

    // Maroon dropped while an image is still tagged Maroon: refused with the image named, nothing changed.
    const stale = await edit(
      body(
        ['Indigo'],
        saved.map((i) => ({ imageURL: i.url, color: i.color })),
      ),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe("Image 2 is tagged Maroon, which is not one of this product's colours");
    const untagged = await edit(
      body(
        ['Indigo'],
        saved.map((i) => ({ imageURL: i.url, color: i.color === 'Maroon' ? null : i.color })),
      ),
    );
    expect(untagged.json()).toMatchObject({ colors: ['Indigo'] });
    expect(untagged.json().images.map((i: { color: string | null }) => i.color)).toEqual(['Indigo', null, null]);
  });

  it('answers the spec messages and stores nothing for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Product name is required'],
      [{ description: ' ' }, 'Product description is required'],
      [{ price: 0 }, 'Valid price is required'],
      [{ category: '' }, 'Category is required'],
      [{ sizeStock: {} }, 'At least one size is required'],
      [{ colors: [] }, 'At least one color is required'],
      [{ images: [] }, 'At least one image is required'],
      [{ sizeStock: { S: -1 } }, 'Stock must be a whole number of 0 or more'],
      [{ colors: Array.from({ length: 11 }, () => 'Black') }, 'Maximum 10 colors allowed'],
      [{ colors: ['Glitter'] }, 'Please choose colours from the list'],
    ];
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/products/all?limit=100', headers: bearer(admin) })
    ).json().total;
    for (const [extra, message] of cases) {
      const response = await create(await input(extra));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const outside = await create(await input({ images: [{ imageURL: 'https://evil.example/a.jpg' }] }));
    expect(outside.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/all?limit=100', headers: bearer(admin) })).json().total,
    ).toBe(before);
  });

  it('deletes a product nobody ordered, and archives one that is in an order (history kept, hidden everywhere)', async () => {
    const unsold = (await create(await input())).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${unsold._id}`,
      headers: bearer(admin),
    });
    expect(deleted.json()).toEqual({ success: true, archived: false });

    const sold = (await create(await input({ sizeStock: { S: 5 } }))).json();
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/guest',
        headers: GUEST_BROWSER,
        remoteAddress: randomIp(),
        payload: orderPayload([{ prodId: sold.prodId, price: 6500, color: 'Indigo' }], await uploadScreenshot(t)),
      })
    ).json();
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/products/${sold._id}`, headers: bearer(admin) });
    expect(archived.json()).toEqual({ success: true, archived: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/prod/${sold.prodId}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/products/all?search=${sold.prodId}`, headers: bearer(admin) })
      ).json().total,
    ).toBe(0);
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}` })).json();
    expect(tracked.items[0]).toMatchObject({ prodId: sold.prodId, name: 'Mirror Work/Kurta' });
  });

  it('on edit keeps a sale made meanwhile in a size left as loaded, and refuses to overwrite one in a size changed', async () => {
    const product = (await create(await input({ sizeStock: { S: 4, M: 6 } }))).json();
    const sell = (size: string, stock: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${product._id}/stock/${size}`,
        headers: bearer(admin),
        payload: { stock },
      });
    const images = product.images.map((i: { url: string; featured: boolean }) => ({
      imageURL: i.url,
      featured: i.featured,
    }));
    // The form as loaded, with the product's own images (no fresh uploads: those are rate-limited per account).
    const loaded = { ...(await input()), images, expectedSizeStock: { S: 4, M: 6 } };
    const edit = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${product._id}`,
        headers: bearer(admin),
        payload: { ...loaded, ...extra },
      });
    expect((await sell('M', 5)).statusCode).toBe(200);

    // A price change with the stock left as loaded: M keeps the 5 left after the sale.
    const priced = await edit({ price: 7100, sizeStock: { S: 4, M: 6 } });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ price: 7100, sizeStock: { S: 4, M: 5 } });

    // Changing M from the 6 the editor saw, while it is now 5, is refused; nothing is written.
    const refused = await edit({ price: 7300, sizeStock: { S: 4, M: 9 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'The stock of size M changed to 5 while you were editing. Please check it and save again.',
    );
    const after = (await t.app.inject({ method: 'GET', url: `/api/products/prod/${product.prodId}` })).json();
    expect(after).toMatchObject({ price: 7100, sizeStock: { S: 4, M: 5 } });

    // With the fresh figure it goes through.
    expect((await edit({ sizeStock: { S: 4, M: 9 }, expectedSizeStock: { S: 4, M: 5 } })).json().sizeStock).toEqual({
      S: 4,
      M: 9,
    });
  });

  it('keeps the workshop stages a product skips: staff see them, shoppers never, and its job cards skip them', async () => {
    const body = await input({ skippedStages: ['printing', 'embroidery'] });
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    const { prodId } = response.json();
    expect(response.json()).not.toHaveProperty('skippedStages');
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/products/all?search=${prodId}`,
      headers: bearer(admin),
    });
    expect(staff.json().products[0].skippedStages).toEqual(['printing', 'embroidery']);
    const shopper = await t.app.inject({ method: 'GET', url: `/api/products/prod/${prodId}` });
    expect(shopper.json()).not.toHaveProperty('skippedStages');
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/workshop/jobs',
      headers: bearer(admin),
      payload: { prodId, size: 'S', color: 'Indigo', quantity: 2, dueDate: '2099-01-01' },
    });
    expect(job.json().route).toEqual(['cutting', 'stitching', 'finishing', 'quality', 'ready']);
    const none = await create({
      ...body,
      skippedStages: ['cutting', 'printing', 'embroidery', 'stitching', 'finishing', 'quality'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch('skippedStages: the workshop must do at least one stage');
  });

  it('is for admins only', async () => {
    const coordinator = await signedInAs(t, 'coordinator');
    expect((await create({ name: 'x' }, coordinator.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/products/00000000-0000-4000-8000-000000000000',
          headers: bearer(coordinator.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
