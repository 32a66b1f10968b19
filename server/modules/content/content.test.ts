// GET /api/images/active and /api/images/type/{type} on a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHomeImage } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const make = (input: Parameters<typeof createHomeImage>[2]) => createHomeImage(t.database.db, t.app.services, input);
  await make({ imageType: 'h2', title: 'Second slide' });
  await make({ imageType: 'h1', title: 'First slide' });
  await make({ imageType: 'h3', title: 'Hidden slide', active: false });
  await make({ imageType: 'w1', title: 'Women' });
  await make({ imageType: 's1' });
});

afterAll(() => t.close());

describe('home images', () => {
  it('groups active images into hero slides (in type order) and category banners', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/active' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hero.map((i: { title: string }) => i.title)).toEqual(['First slide', 'Second slide']);
    expect(body.categories.map((i: { imageType: string }) => i.imageType)).toEqual(['s1', 'w1']);
    expect(body.hero[0]).toMatchObject({
      buttonText: 'Shop Now',
      link: '/shop',
      active: true,
      imageURL: expect.stringMatching(/^\/files\/media\//),
    });
  });

  it('lists the active images of one type and refuses unknown types', async () => {
    const h3 = await t.app.inject({ method: 'GET', url: '/api/images/type/h3' });
    expect(h3.json()).toEqual([]);
    const w1 = await t.app.inject({ method: 'GET', url: '/api/images/type/w1' });
    expect(w1.json().map((i: { title: string }) => i.title)).toEqual(['Women']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/images/type/x9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Image type must be one of h1, h2, h3, w1, g1, b1, s1');
  });
});
