// Lint rules: typescript-eslint recommended, React hooks rules for the web app, and the import boundaries between
// domain/, server/ and web/ (scripts/lint-boundaries.test.ts proves each boundary still refuses what it should).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const modules = fs
  .readdirSync(new URL('./server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A server module's index.ts is its only public entry: everyone else (other modules, app.ts, services.ts, ssr/)
 *  goes through it, so a module can reorganise its files without breaking its neighbours. */
const moduleEntryZones = modules.map((name) => ({
  target: ['./server/*.ts', './server/!(modules)/**', `./server/modules/!(${name})/**`],
  from: `./server/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through server/modules/${name}/index.ts.`,
}));

const featuresDir = new URL('./web/features/', import.meta.url);
const folders = (url) =>
  fs
    .readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders(featuresDir).filter((name) => name !== 'admin');
const adminParts = folders(new URL('./admin/', featuresDir));
const everythingInWebBut = (feature) => ['./web/*.{ts,tsx}', './web/!(features)/**', `./web/features/!(${feature})/**`];

/** A web feature's index.ts is its face: what other features, the routes, root.tsx and web/test may use of it (lazily
 *  loaded pieces through the face's `load…` functions; what only a loader may run, in index.server.ts). Inside its folder a feature imports its own files freely.
 *  The admin panel is a feature of sub-features: outsiders use admin's face (the shell) or a sub-feature's face, the
 *  sub-features reach each other through their faces too, and none of them imports the shell, which sits on top. */
const featureFaceZones = [
  ...features.map((name) => ({
    target: everythingInWebBut(name),
    from: `./web/features/${name}`,
    except: ['./index.ts', './index.server.ts'],
    message: `Import the ${name} feature through its face, web/features/${name}/index.ts.`,
  })),
  {
    target: everythingInWebBut('admin'),
    from: './web/features/admin/**',
    except: [fileURLToPath(new URL('./admin/{,*/}index.ts', featuresDir))],
    message: "Import the admin panel through web/features/admin/index.ts or one of its sub-features' index.ts.",
  },
  ...adminParts.map((part) => ({
    target: ['./web/features/admin/*.{ts,tsx}', `./web/features/admin/!(${part})/**`],
    from: `./web/features/admin/${part}`,
    except: ['./index.ts'],
    message: `Import admin's ${part} through its face, web/features/admin/${part}/index.ts.`,
  })),
  {
    target: './web/features/admin/*/**',
    from: './web/features/admin/*.{ts,tsx}',
    message:
      'The admin shell opens the sections, so a section never imports the shell (move what they share to admin/kit).',
  },
];

const boundaryZones = [
  {
    target: './domain',
    from: ['./server', './web'],
    message: 'domain/ is the pure rules both sides share: it imports nothing from server/ or web/.',
  },
  {
    target: './web',
    from: './server',
    message: 'web/ talks to the server over HTTP or the SSR context, never imports it.',
  },
  {
    target: ['./web/ui', './web/lib'],
    from: './web/features',
    message: 'web/ui and web/lib are shared by every feature, so they never depend on one (pass it in instead).',
  },
  ...moduleEntryZones,
  ...featureFaceZones,
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      '.tmp/',
      'data/',
      'node_modules/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits (or handed where a void callback is expected) is an error, so an
    // unhandled rejection or an unordered write cannot hide. Every .ts/.tsx file is in tsconfig.json, so the project
    // service answers them all from the one program.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Not promises to handle: Fastify's reply is thenable only so a handler can `return reply`, and
          // `reply.header()` answers the reply itself; React Router's navigate settles its own failures into the
          // route's error boundary, so its promise never rejects.
          allowForKnownSafePromises: [{ from: 'package', name: 'FastifyReply', package: 'fastify' }],
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['domain/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The repo imports with explicit .ts/.tsx extensions, so plain Node resolution finds every file.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  { files: ['scripts/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
