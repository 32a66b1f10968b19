// The catalog feature's server-only face: what route loaders may use while rendering (never shipped to the browser).
export { parseShopQuery } from './shop-query.server.ts';
