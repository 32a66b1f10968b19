// What a route tells the server about sharing its page (server/ssr/page-address.ts): the query parameters it reads.
// Any other parameter (?fbclid=, utm_*, gclid) then gets the same shared page; a route that declares nothing is shared
// only at its bare address.
export interface PageHandle {
  /** Every query parameter the route's loader or components read while rendering on the server. */
  queryParams: readonly string[];
}

/** For a page that reads no query parameter. */
export const READS_NO_QUERY: PageHandle = { queryParams: [] };
