// Reading the /shop filters from the URL with the API's own schema (server only: zod never ships to the page).
import { productListQuerySchema, type ProductListQuery } from '../../../domain/schemas/catalog.ts';
import { SHOP_QUERY_PARAMS } from './shop-query.ts';

/** The query to show, and the parameters left out because they could not be read (minPrice=abc, page=0). */
export interface ShopQuery {
  query: ProductListQuery;
  ignored: string[];
}

/**
 * A hand-edited or stale link never breaks the page: each parameter the schema refuses is dropped, as if not set, and
 * the rest still apply. (The API itself answers 400 with the message: a program asking it should know.)
 */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const raw: Record<string, string | undefined> = Object.fromEntries(
    SHOP_QUERY_PARAMS.map((k) => [k, params.get(k) ?? undefined]),
  );
  const ignored: string[] = [];
  for (;;) {
    const parsed = productListQuerySchema.safeParse(raw);
    if (parsed.success) return { query: parsed.data, ignored };
    const refused = parsed.error.issues.map((i) => String(i.path[0])).filter((k) => raw[k] !== undefined);
    // Every parameter dropped leaves a query the schema always accepts, so this ends.
    for (const key of refused.length ? refused : Object.keys(raw)) {
      raw[key] = undefined;
      ignored.push(key);
    }
  }
}
