// Reading the /shop filters from the URL with the API's own schema (server only: zod never ships to the page).
import { productListQuerySchema, type ProductListQuery } from '../../../domain/schemas/catalog.ts';
import { SHOP_QUERY_PARAMS } from './shop-query.ts';

export type ShopQueryResult = { ok: true; query: ProductListQuery } | { ok: false; message: string };

export function parseShopQuery(params: URLSearchParams): ShopQueryResult {
  const raw = Object.fromEntries(SHOP_QUERY_PARAMS.map((k) => [k, params.get(k) ?? undefined]));
  const parsed = productListQuerySchema.safeParse(raw);
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid filters' };
}
