// The repository's own import graph, read from the source text: which file imports which (static, dynamic, re-exports
// and vi.mock; type-only imports left out, as they vanish at build time), and the cycles in any graph. Used by the
// tests that keep the dependencies one way (import-cycles.test.ts, feature-graph.test.ts), cheaper than a lint rule
// that resolves every import again on every run.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** A relative specifier after `from`, `import(`, a bare `import` or `vi.mock(`, unless the statement is `import type`
 *  or `export type`. */
const SPECIFIER =
  /(?:\b(?:import|export)(\s+type\b)?[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every .ts and .tsx file under `dir`. */
export const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );

/** The files `file` imports by a relative path, as absolute paths (the repo writes every import with its extension);
 *  type-only imports too when `withTypes` (they still tie one folder to another). */
export function importsOf(file: string, text = fs.readFileSync(file, 'utf8'), withTypes = false): string[] {
  const found: string[] = [];
  for (const [, typeOnly, specifier] of text.matchAll(SPECIFIER)) {
    if (withTypes || !typeOnly) found.push(path.resolve(path.dirname(file), specifier!));
  }
  return found;
}

/** Which file imports which, over every source file under the given folders. */
export function fileGraph(dirs: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) graph.set(file, new Set(importsOf(file)));
  }
  return graph;
}

/** Every cycle's path (`a -> b -> a`), found by a depth-first walk; empty when the graph only goes one way. */
export function cycles(graph: Map<string, Set<string>>, name: (node: string) => string = (node) => node): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node].map(name).join(' -> '));
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}
