// Playwright: shopper journeys in Debian's Chromium against the production build on a fresh data directory.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { e2eServerEnv } from './scripts/e2e-server.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Sent as Accept-Language. en-US is no location hint (decision 0011), so the journeys see rupees as a shopper in
    // Pakistan does; e2e/currency.spec.ts sets en-GB for the visitor abroad.
    locale: 'en-US',
    // A failed journey keeps its trace (each action's DOM, network and console) without the screencast: recording its
    // frames for every journey, passed or not, took about a quarter of the browsers' CPU (issue 29: 111 s of CPU for
    // e2e/accounts.spec.ts with it, 83 s without, 71 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The e2e server starts on a fresh data directory with no administrator: the first one signs up here, once,
    // before the journeys that sign in as staff (e2e/pages/account-pages.ts E2E_ADMIN).
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: [/phone\.spec\.ts/, /.*\.setup\.ts/, /admin-(inventory|settings|currency)\.spec\.ts/],
      dependencies: ['setup'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /phone\.spec\.ts/,
      dependencies: ['setup'],
    },
    // Journeys that add, change and remove catalog products, or change shop settings (bank account, delivery rate, the
    // currency markup), run after the others: the shop's counts and figures stay as the other journeys expect them
    // while those run.
    // (Run alone with --project=catalog --no-deps on a set-up server.)
    {
      name: 'catalog',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: /admin-(inventory|settings|currency)\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    // E2E_REUSE=1 runs the journeys against a shop already running on E2E_PORT (for quick local iteration).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    // Stopped as a supervisor would (TERM to its process group), so it stops its embedded PostgreSQL, which runs in a
    // group of its own; the default, SIGKILL to the group, would leave that PostgreSQL running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: e2eServerEnv(port, dataDir),
  },
});
