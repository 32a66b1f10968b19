// The Home Design tab's calls through the API: a catalog upload becomes a home image, edits and banner activation
// rules, deletion, admin only, and the home page's active images follow each change at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeImagesView, homeImageView } from '../../../domain/schemas/content.ts';
import { signedUploadView } from '../../../domain/schemas/uploads.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createHomeImage } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(() => t.close());

async function catalogUpload(token: string): Promise<{ status: number; fileUrl?: string }> {
  const body = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#b5651d' } })
    .jpeg()
    .toBuffer();
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/images/guest-upload',
    headers: bearer(token),
    payload: { fileName: 'banner.jpg', fileType: 'image/jpeg', bucketName: 'catalog', fileSize: body.length },
  });
  if (asked.statusCode !== 200) return { status: asked.statusCode };
  const { signedUrl, fileUrl } = await json(asked, signedUploadView);
  await t.app.inject({ method: 'PUT', url: signedUrl, headers: { 'content-type': 'image/jpeg' }, payload: body });
  return { status: 200, fileUrl };
}
const active = async () => await json(await t.app.inject({ method: 'GET', url: '/api/images/active' }), homeImagesView);

describe('home images for the admin', () => {
  it('adds an image from a catalog upload with the defaults, and the home page shows it', async () => {
    const { fileUrl } = await catalogUpload(admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: bearer(admin),
      payload: { imageType: 'h1', imageURL: fileUrl, title: 'Eid Collection' },
    });
    expect(created.statusCode).toBe(201);
    const image = created.json();
    expect(image).toMatchObject({
      imageType: 'h1',
      title: 'Eid Collection',
      buttonText: 'Shop Now',
      link: '/shop',
      active: true,
      width: 800,
      height: 400,
    });
    expect(image.imageURL).toMatch(/^\/files\/media\/[\w-]+\/1280\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: image.imageURL })).statusCode).toBe(200);
    expect((await active()).hero.map((h) => h.title)).toContain('Eid Collection');
  });

  it('keeps one active banner per category slot', async () => {
    const first = await createHomeImage(t.database.db, t.app.services, { imageType: 'w1', title: 'Old women banner' });
    const { fileUrl } = await catalogUpload(admin);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: bearer(admin),
        payload: { imageType: 'w1', imageURL: fileUrl, link: '/shop?category=women' },
      })
    ).json();
    let all = await json(
      await t.app.inject({ method: 'GET', url: '/api/images/all', headers: bearer(admin) }),
      z.array(homeImageView),
    );
    expect(all.find((i) => i._id === first.id)!.active).toBe(false);
    expect(all.find((i) => i._id === second._id)!.active).toBe(true);
    await t.app.inject({ method: 'PATCH', url: `/api/images/${first.id}/set-active`, headers: bearer(admin) });
    all = (await t.app.inject({ method: 'GET', url: '/api/images/all', headers: bearer(admin) })).json();
    expect(all.filter((i) => [first.id, second._id].includes(i._id)).map((i) => i.active)).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect((await active()).categories.map((c) => c._id)).toContain(first.id);
  });

  it('edits, toggles and deletes, with the spec messages for bad input', async () => {
    const { fileUrl } = await catalogUpload(admin);
    const image = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: bearer(admin),
        payload: { imageType: 'h2', imageURL: fileUrl },
      })
    ).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/images/${image._id}`,
      headers: bearer(admin),
      payload: { imageType: 'h2', title: 'Summer Lawn', link: '/about', imageURL: image.imageURL },
    });
    expect(edited.json()).toMatchObject({ title: 'Summer Lawn', link: '/about', mediaId: image.mediaId });
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: `/api/images/${image._id}/toggle-active`, headers: bearer(admin) })
      ).json().active,
    ).toBe(false);
    expect((await active()).hero.map((h) => h._id)).not.toContain(image._id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/images/${image._id}`, headers: bearer(admin) })).json(),
    ).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/images/${image._id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: bearer(admin),
          payload: { imageURL: fileUrl },
        })
      ).json().error,
    ).toBe('Image type is required');
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/images', headers: bearer(admin), payload: { imageType: 'h1' } })
      ).json().error,
    ).toBe('Image is required');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: bearer(admin),
          payload: { imageType: 'h1', imageURL: 'https://evil.example/x.jpg' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/images',
          headers: bearer(admin),
          payload: { imageType: 'h1', imageURL: fileUrl, link: 'https://evil.example' },
        })
      ).json().error,
    ).toBe('Please choose a link from the list');
  });

  it('is for admins only, and so are catalog uploads', async () => {
    const customer = await registerCustomer(t);
    const coordinator = await signedInAs(t, 'coordinator');
    expect((await catalogUpload(customer.token)).status).toBe(403);
    expect((await catalogUpload(coordinator.token)).status).toBe(403);
    for (const token of [customer.token, coordinator.token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/images/all', headers: bearer(token) })).statusCode).toBe(
        403,
      );
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/images',
            headers: bearer(token),
            payload: { imageType: 'h1', imageURL: '/files/uploads/x' },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
