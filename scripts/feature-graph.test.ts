// The web features depend on each other one way only: the graph of which feature folder imports which (top-level
// features, and admin's sub-features among themselves) has no cycle, so a shared piece moves down instead of both
// folders reaching into each other (docs/architecture.md, "Feature faces").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importsOf, sourceFiles } from './import-graph.ts';

const features = fileURLToPath(new URL('../web/features/', import.meta.url));

/** The folder a file belongs to: `cart`, `admin/orders`, or `admin` for the shell's own files. */
function folderOf(file: string): string | null {
  const parts = path.relative(features, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'admin') return parts.length > 2 ? `admin/${parts[1]}` : 'admin';
  return parts[0]!;
}

/** Which folder imports which, from every import, export-from, dynamic import and mock in web/features. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(features)) {
    const from = folderOf(file)!;
    for (const imported of importsOf(file, undefined, true)) {
      const to = folderOf(imported);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('feature dependencies', () => {
  it('go one way: no two feature folders import each other, directly or round a cycle', () => {
    expect(cycles(featureGraph())).toEqual([]);
  });

  it('are read from the imports: the wishlist uses the session, which uses no other feature', () => {
    const graph = featureGraph();
    expect(graph.get('wishlist')).toContain('session');
    expect(graph.get('session')).toBeUndefined();
    expect(graph.get('admin')).toContain('admin/kit');
  });

  it('a two-way pair is caught', () => {
    const graph = new Map([
      ['account', new Set(['wishlist'])],
      ['wishlist', new Set(['session', 'account'])],
    ]);
    expect(cycles(graph)).toEqual(['account -> wishlist -> account']);
  });
});
