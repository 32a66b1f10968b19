// Lint rules: typescript-eslint recommended, React hooks rules for the web app, and the import boundaries between
// domain/, server/ and web/ (scripts/lint-boundaries.test.ts proves each boundary still refuses what it should).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { faces } from './scripts/eslint-faces.js';

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
    plugins: { 'import-x': importX, faces },
    settings: {
      // The repo imports with explicit .ts/.tsx extensions, so plain Node resolution finds every file.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'faces/through-face': 'error',
    },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  { files: ['scripts/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
