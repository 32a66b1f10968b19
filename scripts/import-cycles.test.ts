// No file in domain/, server/ or web/ imports itself round a cycle: a cycle makes module order decide what is
// undefined at start-up, and ties two files so neither can move alone. (A test rather than import-x/no-cycle in lint:
// the rule re-resolved every import on every lint run, 8 s of it.)
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, fileGraph, importsOf, repoRoot } from './import-graph.ts';

const relative = (file: string) => path.relative(repoRoot, file);

describe('import cycles', () => {
  it('there are none in domain/, server/ or web/', () => {
    expect(cycles(fileGraph(['domain', 'server', 'web']), relative)).toEqual([]);
  });

  it('one is caught: store.ts importing persisted-store.ts back', () => {
    const graph = fileGraph(['web/lib']);
    const store = path.join(repoRoot, 'web/lib/store.ts');
    expect(graph.get(path.join(repoRoot, 'web/lib/persisted-store.ts'))).toContain(store);
    graph.get(store)!.add(path.join(repoRoot, 'web/lib/persisted-store.ts'));
    expect(cycles(graph, relative)).toEqual(['web/lib/store.ts -> web/lib/persisted-store.ts -> web/lib/store.ts']);
  });

  it('reads every kind of import but the type-only ones', () => {
    const file = path.join(repoRoot, 'web/lib/example.ts');
    const text = [
      "import { a } from './a.ts';",
      "import {\n  b,\n  c,\n} from './b.ts';",
      "import './c.ts';",
      "export { d } from './d.ts';",
      "const e = () => import('./e.tsx');",
      "vi.mock('./f.ts');",
      "import type { G } from './g.ts';",
      "export type { H } from './h.ts';",
      "import { i } from 'react';",
    ].join('\n');
    expect(importsOf(file, text).map(relative)).toEqual(
      ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.tsx', 'f.ts'].map((name) => `web/lib/${name}`),
    );
  });
});
