// The one-statement product read a checkout's quote uses gives exactly the views the two-statement hydrate gives.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { hydrateProducts, productColumns, productViewsWhere } from './catalog.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('reads stock by size and images in their order, with their colours and sizes, as hydrate does', async () => {
  const made = await Promise.all([
    createProduct(t.database.db, t.app.services, {
      colors: ['Indigo', 'Mustard'],
      images: 3,
      imageColors: ['Mustard', null, 'Indigo'],
      sizeStock: { XS: 1, M: 0, XL: 7 },
    }),
    createProduct(t.database.db, t.app.services, { images: 0, sizeStock: { S: 2 } }),
  ]);
  const prodIds = made.map((p) => p.prodId);
  const where = inArray(products.prodId, prodIds);
  const hydrated = await hydrateProducts(
    t.database.db,
    await t.database.db.select(productColumns).from(products).where(where),
  );
  const oneStatement = await productViewsWhere(t.database.db, where);
  const byProdId = (views: typeof hydrated) => [...views].sort((a, b) => a.prodId.localeCompare(b.prodId));
  expect(byProdId(oneStatement)).toEqual(byProdId(hydrated));
  const withImages = oneStatement.find((p) => p.prodId === made[0]!.prodId)!;
  expect(withImages.sizeStock).toEqual({ XS: 1, M: 0, XL: 7 });
  expect(withImages.images).toHaveLength(3);
  expect(oneStatement.find((p) => p.prodId === made[1]!.prodId)!.images).toEqual([]);
});
