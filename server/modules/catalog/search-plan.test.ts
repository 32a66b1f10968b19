// A new search asks the trigram index for candidates instead of comparing every product (migration 0019): on a
// catalog of 1,000 products shaped like the bench's, the plan of the shop search's typo match uses the trigram index.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // As bench/catalog.mjs names them: '<craft> <colour> <garment> <n>', a sentence of description.
  const pick = (list: string[], step: string) =>
    sql.raw(`(array['${list.join("','")}'])[1 + (${step}) % ${list.length}]`);
  const craft = pick(['ajrak', 'block-print', 'chikankari', 'phulkari', 'khaddar', 'mirror-work', 'gota', 'lawn'], 'n');
  const colour = pick(['indigo', 'ajrak red', 'mustard', 'mint green', 'maroon', 'ivory', 'black', 'teal'], 'n / 3');
  const garment = pick(['kurta', 'frock', 'angrakha', 'waistcoat', 'shalwar kameez', 'dupatta', 'lehenga'], 'n / 7');
  await t.database.db.execute(sql`
    insert into products (prod_id, name, description, price, category, colors, search_text)
    select 'PLAN-' || n, name, description, 1500 + n, 'women', array['Indigo'], name || ' plan-' || n || ' women ' || description
    from (
      select n, ${craft} || ' ' || ${colour} || ' ' || ${garment} || ' ' || n as name,
             'handmade ' || ${garment} || ' with ' || ${craft} || ' work, made by artisans in pakistan.' as description
      from generate_series(1, 1000) as n
    ) as generated`);
  // As autovacuum leaves a live table: statistics taken and the index's pending list merged.
  await t.database.db.execute(sql`vacuum analyze products`);
});
afterAll(() => t.close());

it("plans a search's typo match through the trigram index, not a scan of every product", async () => {
  const { rows } = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`
    explain select id from products
    where is_active and (search_text like '%frok%' or 'frok' <% search_text)`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toContain('products_search_trgm_idx');
  expect(plan).not.toContain('Seq Scan on products');
});
