// Lists the app's own modules an entry imports, directly or not (type-only imports aside). vite.config.ts uses it to
// bundle the layout's code (web/root.tsx: what every page runs) into one file.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

export function reachableModules(entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !fs.existsSync(file)) return;
    found.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(IMPORT)) visit(path.resolve(path.dirname(file), specifier));
  };
  visit(path.resolve(entry));
  return found;
}
