// GET /api/products and friends, through buildApp() + inject() on a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await buildTestApp();
  const make = (input: Parameters<typeof createProduct>[2]) => createProduct(t.database.db, t.app.services, input);
  await make({
    prodId: 'W-KURTA-1',
    name: 'Indigo Ajrak Kurta / Hand Block-Printed',
    category: 'women',
    price: 6500,
    colors: ['Indigo', 'Ajrak Red'],
    createdAt: new Date(now - 1 * DAY),
    images: 2,
  });
  await make({
    prodId: 'W-ANGRAKHA-2',
    name: 'Chikankari Lawn Angrakha',
    category: 'women',
    price: 12500,
    colors: ['Mint Green'],
    createdAt: new Date(now - 2 * DAY),
  });
  await make({
    prodId: 'G-FROCK-1',
    name: 'Phulkari Eid Frock',
    description: 'Bright satin-stitch flowers.',
    category: 'girl',
    price: 3200,
    colors: ['Fuchsia'],
    createdAt: new Date(now - 3 * DAY),
  });
  await make({
    prodId: 'B-WAIST-1',
    name: 'Mehndi Green Waistcoat',
    category: 'boy',
    price: 4800,
    colors: ['Mehndi'],
    createdAt: new Date(now - 4 * DAY),
  });
  await make({
    prodId: 'W-HIDDEN',
    name: 'Retired Kurta',
    category: 'women',
    price: 9000,
    isActive: false,
    createdAt: new Date(now - 5 * DAY),
  });
  // Enough plain women's pieces for three pages of 12.
  for (let i = 0; i < 24; i++)
    await make({
      prodId: `W-PLAIN-${String(i).padStart(2, '0')}`,
      name: `Plain Lawn Shirt ${String(i).padStart(2, '0')}`,
      category: 'women',
      price: 1500 + i * 100,
      createdAt: new Date(now - (10 + i) * DAY),
      images: 0,
    });
}, 120_000);

afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/products', () => {
  it('pages only active products, 12 at a time, newest first by default', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(28);
    expect(body.totalPages).toBe(3);
    expect(body.currentPage).toBe(1);
    expect(body.products).toHaveLength(12);
    expect(body.products[0].prodId).toBe('W-KURTA-1');
    expect(body.products.map((p: { prodId: string }) => p.prodId)).not.toContain('W-HIDDEN');
  });

  it('walks every page without repeating or skipping a product', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++)
      seen.push(...(await list(`?page=${page}`)).body.products.map((p: { prodId: string }) => p.prodId));
    expect(seen).toHaveLength(28);
    expect(new Set(seen).size).toBe(28);
  });

  it('answers an empty page past the end with the right totals', async () => {
    const { status, body } = await list('?page=9');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], total: 28, totalPages: 3, currentPage: 9 });
  });

  it('filters by category and price range and sorts by price', async () => {
    const { body } = await list('?category=women&minPrice=3000&maxPrice=13000&sortBy=price&sortOrder=asc');
    expect(body.products.map((p: { prodId: string }) => p.prodId)).toEqual([
      'W-PLAIN-15',
      'W-PLAIN-16',
      'W-PLAIN-17',
      'W-PLAIN-18',
      'W-PLAIN-19',
      'W-PLAIN-20',
      'W-PLAIN-21',
      'W-PLAIN-22',
      'W-PLAIN-23',
      'W-KURTA-1',
      'W-ANGRAKHA-2',
    ]);
    const prices = body.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts by name both ways', async () => {
    const asc = (await list('?category=girl&sortBy=name&sortOrder=asc')).body.products;
    expect(asc[0].name).toBe('Phulkari Eid Frock');
    const desc = (await list('?sortBy=name&sortOrder=desc')).body.products.map((p: { name: string }) => p.name);
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('ignores empty parameters', async () => {
    const { status, body } = await list('?category=&search=&minPrice=&maxPrice=&sortBy=&sortOrder=&page=');
    expect(status).toBe(200);
    expect(body.total).toBe(28);
  });

  it.each([
    ['?sortBy=colour', 'sortBy must be one of createdAt, price, name, relevance'],
    ['?sortOrder=up', 'sortOrder must be asc or desc'],
    ['?page=0', 'Page must be 1 or more'],
    ['?page=abc', 'Page must be a number'],
    ['?minPrice=-5', 'Price cannot be negative'],
    ['?category=shoes', 'Category must be one of women, girl, boy, men'],
    ['?minPrice=5000&maxPrice=1000', 'Min price cannot be more than max price'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('searches case-insensitively over name, SKU, colour and description', async () => {
    expect((await list('?search=AJRAK')).body.products.map((p: { prodId: string }) => p.prodId)).toEqual(['W-KURTA-1']);
    expect((await list('?search=g-frock-1')).body.products.map((p: { prodId: string }) => p.prodId)).toEqual([
      'G-FROCK-1',
    ]);
    expect((await list('?search=mehndi')).body.products.map((p: { prodId: string }) => p.prodId)).toEqual([
      'B-WAIST-1',
    ]);
    expect((await list('?search=satin-stitch')).body.products.map((p: { prodId: string }) => p.prodId)).toEqual([
      'G-FROCK-1',
    ]);
  });

  it('forgives a small typo: "kurti" finds kurtas', async () => {
    const ids = (await list('?search=kurti')).body.products.map((p: { prodId: string }) => p.prodId);
    expect(ids).toContain('W-KURTA-1');
    expect(ids).not.toContain('W-HIDDEN');
  });

  it('treats LIKE wildcards in a search literally', async () => {
    const { status, body } = await list('?search=%25_%25');
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it('shows only whitelisted fields: no search text or internals', async () => {
    const product = (await list('?search=ajrak')).body.products[0];
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id',
        'category',
        'colors',
        'createdAt',
        'description',
        'details',
        'images',
        'isActive',
        'isFeatured',
        'isNew',
        'name',
        'price',
        'prodId',
        'sizeGuide',
        'sizeStock',
        'sizes',
        'stock',
      ].sort(),
    );
    expect(product.sizes).toEqual(['S', 'M', 'L']);
    expect(product.sizeStock).toEqual({ S: 5, M: 3, L: 0 });
    expect(product.stock).toBe(8);
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatchObject({
      featured: true,
      url: expect.stringMatching(/^\/files\/media\/[0-9a-f-]+\/1280\.webp$/),
    });
  });
});

describe('single products and stock', () => {
  it('finds an active product by prodId and by _id', async () => {
    const byProdId = await t.app.inject({ method: 'GET', url: '/api/products/prod/G-FROCK-1' });
    expect(byProdId.statusCode).toBe(200);
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${byProdId.json()._id}` });
    expect(byId.json().prodId).toBe('G-FROCK-1');
  });

  it('hides inactive and unknown products behind the same 404', async () => {
    for (const url of [
      '/api/products/prod/W-HIDDEN',
      '/api/products/prod/NOPE',
      '/api/products/not-a-uuid',
      '/api/products/00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found' });
    }
  });

  it('answers the stock of one size', async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/api/products/prod/W-KURTA-1' })).json()._id;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/stock/M` });
    expect(res.json()).toEqual({ prodId: 'W-KURTA-1', size: 'M', stock: 3 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}/stock/XXL` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}/stock/HUGE` })).statusCode).toBe(400);
  });

  it('lists categories with counts of active products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    expect(res.json().categories).toEqual([
      { name: 'women', count: 26 },
      { name: 'girl', count: 1 },
      { name: 'boy', count: 1 },
    ]);
  });

  it('looks up several products for a cart refresh, leaving out inactive ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/lookup',
      payload: { prodIds: ['G-FROCK-1', 'W-HIDDEN', 'NOPE', 'G-FROCK-1'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: { prodId: string }) => p.prodId)).toEqual(['G-FROCK-1']);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/products/lookup',
      payload: { prodIds: Array.from({ length: 51 }, (_, i) => `P${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
