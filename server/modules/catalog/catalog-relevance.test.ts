// Best match (issue 17, item 6): with a search term the product list orders by trigram similarity, the name counting
// over the description, unless the shopper picked another sort; without a term there is nothing to match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  t = await buildTestApp();
  const make = (input: Parameters<typeof createProduct>[2]) => createProduct(t.database.db, t.app.services, input);
  // Newest first would list the kurta (whose description names a frock) and the dupatta before any frock.
  await make({
    prodId: 'W-KURTA-NEW',
    name: 'Cotton Lawn Kurta',
    description: 'Cut long, like a frock, with a side slit.',
    category: 'women',
    price: 4000,
    createdAt: new Date(now - 1 * DAY),
  });
  await make({
    prodId: 'G-DUPATTA',
    name: 'Frilled Chiffon Dupatta',
    description: 'Light as air.',
    category: 'girl',
    price: 1500,
    createdAt: new Date(now - 2 * DAY),
  });
  await make({
    prodId: 'G-FROCK-OLD',
    name: 'Phulkari Eid Frock',
    description: 'Bright satin-stitch flowers.',
    category: 'girl',
    price: 3200,
    createdAt: new Date(now - 9 * DAY),
  });
  await make({
    prodId: 'G-FROCK-OLDER',
    name: 'Block-Print Lawn Frock',
    description: 'Soft cotton for summer.',
    category: 'girl',
    price: 2800,
    createdAt: new Date(now - 10 * DAY),
  });
}, 120_000);

afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().products.map((p: { prodId: string }) => p.prodId) as string[];
};

describe('Best match', () => {
  it('puts frocks first for the typo "frok", a frock in the name above one in the description', async () => {
    const found = await ids('?search=frok');
    expect(found.slice(0, 2).sort()).toEqual(['G-FROCK-OLD', 'G-FROCK-OLDER']);
    expect(found).toContain('W-KURTA-NEW');
    expect(found.indexOf('W-KURTA-NEW')).toBeGreaterThan(1);
  });

  it('is the default only with a search term and may be asked for by name', async () => {
    expect(await ids('?search=frock')).toEqual(await ids('?search=frock&sortBy=relevance'));
    expect((await ids('?search=frock'))[0]).toMatch(/^G-FROCK/);
    expect(await ids('')).toEqual(['W-KURTA-NEW', 'G-DUPATTA', 'G-FROCK-OLD', 'G-FROCK-OLDER']);
    expect(await ids('?sortBy=relevance')).toEqual(['W-KURTA-NEW', 'G-DUPATTA', 'G-FROCK-OLD', 'G-FROCK-OLDER']);
  });

  it('leaves the other sorts to the shopper', async () => {
    expect(await ids('?search=frock&sortBy=price&sortOrder=asc')).toEqual([
      'G-FROCK-OLDER',
      'G-FROCK-OLD',
      'W-KURTA-NEW',
    ]);
    expect(await ids('?search=frock&sortBy=createdAt&sortOrder=desc')).toEqual([
      'W-KURTA-NEW',
      'G-FROCK-OLD',
      'G-FROCK-OLDER',
    ]);
  });
});
