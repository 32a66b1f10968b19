// The build's reading of the features' faces (scripts/feature-faces.ts): every face is only named re-exports, the
// premise that lets the build import straight from the modules behind it, and imports through a face become imports
// of those modules, so a page ships only what it uses (docs/architecture.md, "Feature faces").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFace, resolveFaceImports } from './feature-faces.ts';
import { reachableModules } from './reachable-modules.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const features = path.join(root, 'web/features');

/** Every face on disk: web/features/<name>/index.ts and web/features/admin/<section>/index.ts. */
const faces = fs
  .readdirSync(features, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'index.ts')
  .map((file) => path.join(features, file));

describe("a feature's face", () => {
  it('holds only named re-exports, so the build can resolve every name to the module behind it', () => {
    expect(faces.length).toBeGreaterThanOrEqual(35);
    for (const face of faces) expect({ face, problems: readFace(face).problems }).toEqual({ face, problems: [] });
  });

  it('is refused with a loader, a declaration or an export * in it', () => {
    const face = path.join(features, 'cart/index.ts');
    const source = [
      "export { useCart } from './cart-store.ts';",
      "export const loadMiniBag = () => import('./mini-bag.tsx');",
      "export * from './cart-actions.ts';",
    ].join('\n');
    const { bindings, problems } = readFace(face, source);
    expect(problems).toEqual([
      expect.stringContaining('export const loadMiniBag'),
      expect.stringContaining("export * from './cart-actions.ts'"),
    ]);
    expect(bindings.get('useCart')).toEqual({
      file: path.join(features, 'cart/cart-store.ts'),
      name: 'useCart',
      type: false,
    });
  });
});

describe('an import through a face, at build time', () => {
  const route = path.join(root, 'web/routes/example.tsx');

  it("becomes imports of the modules defining the names; types vanish; the file's lines stay where they were", () => {
    const code = [
      'import {',
      '  prefillOnce,',
      '  useCheckout as useSteps,',
      '  type QuoteState,',
      "} from '../features/checkout/index.ts';",
      "import type { PlaceResult } from '../features/checkout/index.ts';",
      "import { CustomersPanel } from '../features/admin/customers/index.ts';",
      "export { DeliveryPanel } from '../features/content/index.ts';",
      'useSteps(prefillOnce);',
    ].join('\n');
    expect(resolveFaceImports(code, route)!.split('\n')).toEqual([
      "import { prefillOnce } from '../features/checkout/checkout-flow.ts'; import { useCheckout as useSteps } from '../features/checkout/checkout-state.ts';",
      '',
      '',
      '',
      '',
      '',
      "import { default as CustomersPanel } from '../features/admin/customers/customers-panel.tsx';",
      "export { DeliveryPanel } from '../features/content/policy-panels.tsx';",
      'useSteps(prefillOnce);',
    ]);
  });

  it('leaves a file that uses no face alone, and refuses a namespace import, which would take every module', () => {
    expect(resolveFaceImports("import { api } from '../lib/api.ts';\n", route)).toBeNull();
    expect(() => resolveFaceImports("import * as cart from '../features/cart/index.ts';\n", route)).toThrow(
      /import \*/,
    );
  });

  it('is followed the same way when the pages are planned: the layout reaches the bag store, not the bag views', () => {
    const layout = reachableModules(path.join(root, 'web/root.tsx'));
    expect(layout).toContain(path.join(features, 'cart/cart-store.ts'));
    expect(layout).not.toContain(path.join(features, 'cart/cart-line-item.tsx'));
    expect(layout).not.toContain(path.join(features, 'cart/index.ts'));
    // Its loaders' lazy parts only when asked for what loads later.
    expect(layout).not.toContain(path.join(features, 'layout/site-footer.tsx'));
    expect(reachableModules(path.join(root, 'web/root.tsx'), { lazy: true })).toContain(
      path.join(features, 'layout/site-footer.tsx'),
    );
  });
});
