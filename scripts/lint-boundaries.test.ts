// The import boundaries of eslint.config.js, tested: each one refuses an import that crosses it and lets the allowed
// path through, so a resolver or config change cannot switch a boundary off without this failing.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The example files are not on disk, so not in tsconfig.json: the boundaries need no type information anyway.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The boundary rules that fire when `source` is the content of the repository file `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId?.startsWith('faces/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const restricted = expect.stringMatching(/^import-x\/no-restricted-paths: /);
const face = expect.stringMatching(/^faces\/through-face: /);

describe('import boundaries', () => {
  it('domain/ imports nothing from server/ or web/', async () => {
    expect(await boundaryErrors('domain/example.ts', "import '../server/config.ts';\n")).toEqual([restricted]);
    expect(await boundaryErrors('domain/example.ts', "import '../web/lib/api.ts';\n")).toEqual([restricted]);
    expect(await boundaryErrors('domain/example.ts', "import './limits.ts';\n")).toEqual([]);
  });

  it('web/ never imports server/', async () => {
    expect(await boundaryErrors('web/routes/example.tsx', "import '../../server/config.ts';\n")).toEqual([restricted]);
    expect(await boundaryErrors('web/routes/example.tsx', "import '../../domain/limits.ts';\n")).toEqual([]);
  });

  it('web/ui and web/lib never import a feature; features use them freely', async () => {
    const feature = "import '../features/session/index.ts';\n";
    expect(await boundaryErrors('web/ui/example.tsx', feature)).toEqual([restricted]);
    expect(await boundaryErrors('web/lib/example.ts', feature)).toEqual([restricted]);
    expect(await boundaryErrors('web/features/cart/example.tsx', "import '../../ui/form-field.tsx';\n")).toEqual([]);
  });

  it("a server module reaches another only through that module's index.ts", async () => {
    const orders = 'server/modules/orders/example.ts';
    expect(await boundaryErrors(orders, "import '../accounts/accounts.service.ts';\n")).toEqual([
      expect.stringContaining('server/modules/accounts/index.ts'),
    ]);
    expect(await boundaryErrors(orders, "import '../accounts/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors(orders, "import './orders.service.ts';\n")).toEqual([]);
    expect(await boundaryErrors('server/example.ts', "import './modules/orders/orders.service.ts';\n")).toEqual([face]);
    expect(await boundaryErrors('server/lib/example.ts', "import '../modules/orders/orders.service.ts';\n")).toEqual([
      face,
    ]);
    expect(await boundaryErrors('server/example.ts', "import './modules/orders/index.ts';\n")).toEqual([]);
  });

  it("a web feature reaches another only through that feature's face, index.ts", async () => {
    const cart = 'web/features/cart/example.tsx';
    expect(await boundaryErrors(cart, "import '../session/session-store.ts';\n")).toEqual([
      expect.stringContaining('web/features/session/index.ts'),
    ]);
    expect(await boundaryErrors(cart, "const load = () => import('../orders/order-types.ts');\nload();\n")).toEqual([
      face,
    ]);
    expect(await boundaryErrors(cart, "import '../session/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors(cart, "import './cart-store.ts';\n")).toEqual([]);
    // The routes, root.tsx and web/test go through the faces too; a loader may use a face's server-only half.
    expect(await boundaryErrors('web/routes/example.tsx', "import '../features/cart/cart-store.ts';\n")).toEqual([
      face,
    ]);
    expect(await boundaryErrors('web/root.tsx', "import './features/cart/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors('web/routes/example.tsx', "import '../features/content/index.server.ts';\n")).toEqual(
      [],
    );
  });

  it("admin's sub-features reach each other through their faces, and never the shell", async () => {
    const orders = 'web/features/admin/orders/example.tsx';
    expect(await boundaryErrors(orders, "import '../kit/admin-table.tsx';\n")).toEqual([
      expect.stringContaining('web/features/admin/kit/index.ts'),
    ]);
    expect(await boundaryErrors(orders, "import '../kit/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors(orders, "import '../admin-shell.tsx';\n")).toEqual([face]);
    // From outside admin: admin's own face or a sub-feature's face, never an inner file.
    const route = 'web/routes/example.tsx';
    expect(await boundaryErrors(route, "import '../features/admin/create-order/create-order-page.tsx';\n")).toEqual([
      face,
    ]);
    expect(await boundaryErrors(route, "import '../features/admin/admin-shell.tsx';\n")).toEqual([face]);
    expect(await boundaryErrors(route, "import '../features/admin/create-order/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors(route, "import '../features/admin/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors('web/features/orders/example.tsx', "import '../admin/kit/index.ts';\n")).toEqual([]);
  });
});
