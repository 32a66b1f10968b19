// Lists the app's own modules an entry imports, directly or not, that reach the browser: type-only imports aside, and
// *.server.ts modules (with what only they import), which React Router keeps out of the browser's bundle. With
// `lazy`, also what it imports with import() and what those import. scripts/storefront-chunks.ts groups them into
// the browser's files.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

export function reachableModules(entry: string, { lazy = false } = {}): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !fs.existsSync(file) || /\.server\.[jt]sx?$/.test(file)) return;
    found.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const imports = [...source.matchAll(IMPORT), ...(lazy ? source.matchAll(DYNAMIC_IMPORT) : [])];
    for (const [, specifier = ''] of imports) visit(path.resolve(path.dirname(file), specifier));
  };
  visit(path.resolve(entry));
  return found;
}
