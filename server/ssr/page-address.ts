// Which address a shared page is rendered for and kept under: its path and only the query parameters its routes read
// (each route module's `handle.queryParams`). A link's ?fbclid=, utm_* or any other parameter then gets the same page
// instead of a new render, and cannot fill the page cache with copies of it.
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** React Router's own parameter on data requests (/shop.data?_routes=...): which loaders to run. */
const DATA_ROUTES_PARAM = '_routes';

/** How many paths' answers are remembered (every product page and then some). */
const MAX_REMEMBERED_PATHS = 10_000;

/** The query parameters a route module declares it reads, or undefined when it declares nothing. */
function declaredParams(module: { handle?: unknown }): readonly string[] | undefined {
  const handle = module.handle as { queryParams?: unknown } | undefined;
  const params = handle?.queryParams;
  return Array.isArray(params) && params.every((p) => typeof p === 'string') ? params : undefined;
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

/** The route manifest as the nested routes matchRoutes walks. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const manifest = Object.values(routes).filter((route) => route !== undefined);
  const nodes = new Map<string, RouteNode>(
    manifest.map(({ id, path, index, caseSensitive }) => [id, { id, path, index, caseSensitive }]),
  );
  const roots: RouteNode[] = [];
  for (const route of manifest) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots as RouteObject[];
}

/** The page a data request (/shop.data, /_root.data) loads for, as React Router reads it. */
function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Answers the address to render and share for a request's URL (path and query), or null when the page's routes do
 * not say which parameters they read and the URL has a query: such a page is rendered for that request alone.
 * The layout (root) reads no query parameter of its own: its header marks the shop category link from `category`,
 * which only /shop's address keeps, and /shop declares it.
 */
export function createPageAddress(routes: ServerBuild['routes']): (url: string) => string | null {
  const tree = routeTree(routes);
  // matchRoutes ranks every route branch on each call (about 0.2 ms here): more than serving a shared page costs.
  // What a path's routes read depends on the path alone, so it is worked out once per path.
  const readByPath = new Map<string, ReadonlySet<string> | null>();

  /** The parameters the path's routes read, or null when one of them declares nothing. */
  function paramsRead(pathname: string): ReadonlySet<string> | null {
    const known = readByPath.get(pathname);
    if (known !== undefined) return known;
    let read: Set<string> | null = new Set<string>();
    for (const { route } of matchRoutes(tree, pagePath(pathname)) ?? []) {
      const module = routes[route.id!]?.module;
      if (route.id === 'root' || !module) continue;
      const params = declaredParams(module);
      if (!params) {
        read = null;
        break;
      }
      for (const name of params) read.add(name);
    }
    if (read && pathname.endsWith('.data')) read.add(DATA_ROUTES_PARAM);
    // Paths are bounded by the catalog, but made-up ones are not: a full memo starts again rather than grow.
    if (readByPath.size >= MAX_REMEMBERED_PATHS) readByPath.clear();
    readByPath.set(pathname, read);
    return read;
  }

  return (raw) => {
    const url = new URL(raw, 'http://page.invalid');
    const read = paramsRead(url.pathname);
    if (!read) return url.search ? null : url.pathname;
    const kept = new URLSearchParams();
    for (const name of [...read].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const query = kept.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };
}
