// Lists the app's own modules an entry imports, directly or not, that reach the browser: type-only imports aside, and
// *.server.ts modules (with what only they import), which React Router keeps out of the browser's bundle. With
// `lazy`, also what it imports with import() and what those import. scripts/storefront-chunks.ts groups them into
// the browser's files. A feature's face (web/features/**/index.ts) only re-exports, so through a face only the
// modules behind the names imported are followed: a page using the cart's store does not reach the cart's pages.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)([^'"]*?)from\s+['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const FACE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g;
const FACE_LOADER = /export\s+const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

type Names = Set<string> | 'all';

const isFace = (file: string) =>
  path.basename(file) === 'index.ts' && file.includes(`${path.sep}web${path.sep}features${path.sep}`);

/** The values an import or export-from clause takes (`default` for a default import); 'all' for a namespace. */
function valueNames(clause: string): Names {
  if (/\*/.test(clause)) return 'all';
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (clause.replace(/\{[^}]*\}/, '').replace(/[,\s]/g, '')) names.add('default');
  for (const part of braces?.[1]?.split(',') ?? []) {
    const spec = part.trim();
    if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]!);
  }
  return names;
}

export function reachableModules(entry: string, { lazy = false } = {}): Set<string> {
  const found = new Set<string>();
  const followedInFace = new Set<string>();
  // The face itself is not listed: it is only re-exports, which the bundler resolves to the modules behind them.
  const visitFace = (face: string, names: Names) => {
    const source = fs.readFileSync(face, 'utf8');
    const wanted = (name: string) => {
      if (names !== 'all' && !names.has(name)) return false;
      const key = `${face}#${name}`;
      if (followedInFace.has(key)) return false;
      followedInFace.add(key);
      return true;
    };
    for (const [, typeOnly, list = '', specifier = ''] of source.matchAll(FACE_EXPORT)) {
      if (typeOnly) continue;
      const exported = list
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '))
        .map((s) => s.split(/\s+as\s+/));
      if (exported.some(([local = '', as]) => wanted(as ?? local))) visit(path.resolve(path.dirname(face), specifier));
    }
    if (lazy)
      for (const [, name = '', specifier = ''] of source.matchAll(FACE_LOADER))
        if (wanted(name)) visit(path.resolve(path.dirname(face), specifier));
  };
  const visit = (file: string, names: Names = 'all') => {
    if (!fs.existsSync(file) || /\.server\.[jt]sx?$/.test(file)) return;
    if (isFace(file)) return visitFace(file, names);
    if (found.has(file)) return;
    found.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, clause = '', specifier = ''] of source.matchAll(IMPORT))
      visit(path.resolve(path.dirname(file), specifier), valueNames(clause));
    if (lazy)
      for (const [, specifier = ''] of source.matchAll(DYNAMIC_IMPORT))
        visit(path.resolve(path.dirname(file), specifier));
  };
  visit(path.resolve(entry));
  return found;
}
