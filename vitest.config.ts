// Vitest in two projects: `unit` (pure code: domain/, web/, scripts/ and the server's database-free helpers), which npm
// test runs beside the type check and lint, and `integration` (server/ against the embedded PostgreSQL, after the build).
import { defineConfig } from 'vitest/config';
import LongestFirst from './server/test/longest-first.ts';

/** Server tests that need no database, no app and no build: they run with the unit tests. */
const SERVER_UNIT_TESTS = [
  'server/config.test.ts',
  'server/db/connection-lanes.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/unavailable.test.ts',
  'server/lib/data-dir-modes.test.ts',
  'server/lib/log-redaction.test.ts',
  'server/lib/read-cache.test.ts',
  'server/lib/work-queue.test.ts',
  'server/modules/media/document-check.test.ts',
  'server/modules/contact/contact-mail.test.ts',
  'server/modules/newsletter/newsletter-mail.test.ts',
  'server/modules/orders/order-mail.test.ts',
  'server/modules/preorders/preorder-mail.test.ts',
  'server/modules/preorders/preorder-pdf.test.ts',
  'server/modules/proof-checks/findings.test.ts',
  'server/modules/proof-checks/proof-hash.test.ts',
  'server/modules/proof-checks/proof-text.test.ts',
  'server/seed/demo-catalog.test.ts',
  'server/ssr/display-currency.test.ts',
  'server/ssr/page-address.test.ts',
  'server/ssr/page-cache.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // The longest integration files first, so no long one is left running alone at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts', ...SERVER_UNIT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts'],
          exclude: SERVER_UNIT_TESTS,
          globalSetup: ['server/test/global-setup.ts'],
          // Each file still gets its own database and app (server/test/harness.ts), but the app's modules are imported
          // once per worker instead of once per file: that import was about half of this project's time.
          isolate: false,
        },
      },
    ],
  },
});
