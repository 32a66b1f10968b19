// How the browser build groups the app's modules into files (vite.config.ts): few files per storefront page, since
// every file a page names costs a phone its own compression and import glue (about 150 bytes gzip each) and request.
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Plugin } from 'vite';
import routes from '../web/routes.ts';
import { reachableModules } from './reachable-modules.ts';

/** rolldown's codeSplitting group, as far as these use it. */
interface ChunkGroup {
  name: string | ((id: string) => string | null);
  debugName?: string;
  test?: RegExp | ((id: string) => boolean);
  priority: number;
  minShareCount?: number;
  includeDependenciesRecursively?: boolean;
}

const moduleOf = (id: string) => id.split('?')[0] ?? id;

/** Pages off the shopping journey, opened from an email or by staff (and the redirect of unknown addresses): they
 *  load whichever files hold their modules, and do not split the shopping pages' files further. */
const OFF_JOURNEY = ['unsubscribe', 'reset-password', 'change-password', 'admin-signup', 'unknown'].map(
  (name) => `routes/${name}.tsx`,
);

/** The route modules of the shop's own pages: every URL outside the admin panel's layout. */
function storefrontRoutes(entries: RouteConfigEntry[]): string[] {
  return entries
    .filter((e) => !e.children && e.file.endsWith('.tsx') && !OFF_JOURNEY.includes(e.file))
    .map((e) => path.resolve('web', e.file));
}

/** Every route module, the admin panel's included. */
function allRoutes(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [path.resolve('web', e.file), ...allRoutes(e.children ?? [])]);
}

/** A short stable name for a set of pages, for the file that holds what they, and only they, share. */
function setName(pages: string[]): string {
  let hash = 0;
  for (const c of pages.join('+')) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0;
  return `shared-${hash.toString(36)}`;
}

export function storefrontChunkGroups(): ChunkGroup[] {
  const layout = reachableModules('web/root.tsx');
  const home = reachableModules('web/routes/home.tsx');
  const pages = storefrontRoutes(routes);
  // For each of the app's modules outside the layout, the storefront pages that import it (directly or not).
  const pagesOf = new Map<string, string[]>();
  for (const page of pages)
    for (const module of reachableModules(page))
      if (!layout.has(module)) pagesOf.set(module, [...(pagesOf.get(module) ?? []), page]);
  const shared = (module: string) => (pagesOf.get(module)?.length ?? 0) >= 2;
  // Which routes (the root's lazy parts counted as the root's) use each module, at once or later through import().
  const usersOf = new Map<string, Set<string>>();
  for (const route of [path.resolve('web/root.tsx'), ...allRoutes(routes)])
    for (const module of reachableModules(route, { lazy: true }))
      usersOf.set(module, (usersOf.get(module) ?? new Set()).add(route));
  // A module only its own page uses goes with the page's route module. Were another route, or a lazy part another page
  // loads, to use it too, it would load that page's file for it.
  const pageOnly = (module: string, page: string) => [...(usersOf.get(module) ?? [])].every((user) => user === page);
  // The home page's modules travel in few files: what it shares only with pages that show product cards in 'cards',
  // anything else it shares (the page title, a price, a picture, an icon: small) with the layout, rather than in one
  // more file for each.
  const cardPages = new Set(pagesOf.get(path.resolve('web/features/catalog/product-card.tsx')));
  const inCards = (module: string) =>
    home.has(module) && shared(module) && pagesOf.get(module)!.every((page) => cardPages.has(page));
  const withLayout = (module: string) => home.has(module) && shared(module) && !inCards(module);

  return [
    // React and React DOM in one long-cached file (automatic splitting leaves small pieces of them on their own).
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
    // Everything the layout needs (header, footer, cart and wishlist stores, toasts, React Router): one file, loaded
    // on every page.
    { name: 'layout', test: (id) => layout.has(moduleOf(id)) || withLayout(moduleOf(id)), priority: 20 },
    // The product cards, which the home page shares with the shop, product and wishlist pages, in one file too.
    { name: 'cards', test: (id) => inCards(moduleOf(id)), priority: 10 },
    // Every other module of the pages: with its page's route module when only that page uses it, in one file per set
    // of pages importing it when several do. Automatic splitting would also tell apart the admin pages and lazy chunks
    // importing a module, leaving each page two dozen small files.
    {
      debugName: 'pages',
      name: (id) => {
        const of = pagesOf.get(moduleOf(id));
        if (!of) return null;
        if (of.length > 1) return setName(of);
        return pageOnly(moduleOf(id), of[0]!) ? path.basename(of[0]!, '.tsx') : null;
      },
      // A module's own imports are shared by at least the same pages: they go by their own set.
      includeDependenciesRecursively: false,
      priority: 5,
    },
  ];
}

/** rolldown builds groups that leave out their modules' imports only if entry chunks may export more than their own
 *  exports ('allow-extension'; the React Router plugin asks for exactly those): React Router reads only the names it
 *  knows (default, meta, loader...). */
export function allowEntryExtension(): Plugin {
  return {
    name: 'allow-entry-extension',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}
