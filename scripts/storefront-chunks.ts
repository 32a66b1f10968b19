// How the browser build groups the app's modules into files (vite.config.ts): few files per storefront page, since
// every file a page names costs a phone its own compression and import glue (about 100 bytes gzip) and a request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { minifySync, transformSync } from 'rolldown/experimental';
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
function setName(pages: string): string {
  let hash = 0;
  for (const c of pages) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0;
  return `shared-${hash.toString(36)}`;
}

/** About what a module weighs in its page's gzip JavaScript: its code transformed and minified, compressed alone. */
function moduleWeight(file: string): number {
  const { code } = transformSync(file, fs.readFileSync(file, 'utf8'));
  return zlib.gzipSync(minifySync(file, code).code).length;
}

/** What one more file costs a page beyond its code: gzip framing and the import and export glue. */
const FILE_COST = 100;

interface Group {
  /** 'layout', 'route:<file>' (the page's route module and what only it uses) or the pages' names. */
  key: string;
  pages: Set<string>;
  weight: number;
  /** Holds a module another route or a lazy part also uses, which must not make them load a page's route file. */
  usedElsewhere: boolean;
}

const isRoute = (group: Group) => group.key.startsWith('route:');

/** What merging two groups saves the pages, in bytes: every page needing both loses a file, every page needing only
 *  one gets the other's code too. */
function mergeSaving(a: Group, b: Group): number {
  if (isRoute(a) && isRoute(b)) return -Infinity;
  if ((isRoute(a) && b.usedElsewhere) || (isRoute(b) && a.usedElsewhere)) return -Infinity;
  let both = 0;
  for (const page of a.pages) if (b.pages.has(page)) both++;
  return FILE_COST * both - b.weight * (a.pages.size - both) - a.weight * (b.pages.size - both);
}

/** Merges groups pairwise, largest saving first, while a merge saves the pages bytes. Answers each group's final one. */
function mergeGroups(groups: Group[]): Map<Group, Group> {
  const into = new Map<Group, Group>(groups.map((g) => [g, g]));
  let live = [...groups];
  for (;;) {
    let best: { a: Group; b: Group; saving: number } | undefined;
    for (let i = 0; i < live.length; i++)
      for (let j = i + 1; j < live.length; j++) {
        const saving = mergeSaving(live[i]!, live[j]!);
        if (saving > 0 && (!best || saving > best.saving)) best = { a: live[i]!, b: live[j]!, saving };
      }
    if (!best) return into;
    const { a, b } = best;
    const keep = isRoute(b) || b.key === 'layout' ? b : a;
    const gone = keep === a ? b : a;
    keep.pages = new Set([...a.pages, ...b.pages]);
    keep.weight = a.weight + b.weight;
    keep.usedElsewhere = a.usedElsewhere || b.usedElsewhere;
    for (const [group, target] of into) if (target === gone) into.set(group, keep);
    live = live.filter((g) => g !== gone);
  }
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
  // Which routes (the root's lazy parts counted as the root's) use each module, at once or later through import().
  const usersOf = new Map<string, Set<string>>();
  for (const route of [path.resolve('web/root.tsx'), ...allRoutes(routes)])
    for (const module of reachableModules(route, { lazy: true }))
      usersOf.set(module, (usersOf.get(module) ?? new Set()).add(route));

  // First the files automatic splitting would make, less its telling apart the admin pages and lazy parts: one per set
  // of pages importing a module, and each page's route module with what only that page uses.
  const layoutGroup: Group = { key: 'layout', pages: new Set(pages), weight: 0, usedElsewhere: true };
  const groups = new Map<string, Group>();
  const groupOf = new Map<string, Group>();
  for (const [module, of] of pagesOf) {
    // What the home page (the one most visits open) shares with other pages is small: with the layout, so the home
    // page has no file but its own beside it.
    if (home.has(module) && of.length > 1) {
      groupOf.set(module, layoutGroup);
      continue;
    }
    const page = of[0]!;
    const pageOnly = of.length === 1 && [...(usersOf.get(module) ?? [])].every((user) => user === page);
    const key = pageOnly ? `route:${page}` : of.join('+');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, pages: new Set(of), weight: 0, usedElsewhere: !pageOnly }));
    group.weight += moduleWeight(module);
    groupOf.set(module, group);
  }
  // Then fewer files where that is lighter for the pages: small groups join a neighbour, the layout or a route's file.
  const merged = mergeGroups([layoutGroup, ...groups.values()]);
  const chunkOf = (module: string): string | null => {
    const group = groupOf.get(module);
    if (!group) return null;
    const target = merged.get(group)!;
    if (target === layoutGroup) return 'layout';
    return isRoute(target) ? path.basename(target.key.slice('route:'.length), '.tsx') : setName(target.key);
  };

  return [
    // React and React DOM in one long-cached file (automatic splitting leaves small pieces of them on their own).
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
    // Everything the layout needs (header, stores, toasts, React Router) and what joined it: one file on every page.
    { name: 'layout', test: (id) => layout.has(moduleOf(id)) || chunkOf(moduleOf(id)) === 'layout', priority: 20 },
    // Every other module of the pages, in the files planned above.
    {
      debugName: 'pages',
      name: (id) => chunkOf(moduleOf(id)),
      // A module's own imports are planned on their own.
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
