// The shop the browser journeys run against: its environment (one list for playwright.config.ts's webServer and for
// npm test, which starts it early) and how npm test starts it, waits for it and stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The production build on a fresh data directory, quiet, offline, behind the test runner as its proxy. */
export function e2eServerEnv(port, dataDir) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The e2e machine has no internet: the rates "service" is a path of the shop itself that answers 404, so the shop
    // shows the built-in fallback rates and never calls out.
    RATES_URL: `http://127.0.0.1:${port}/api/no-rates-offline`,
    // The test runner stands where a shop's reverse proxy would: journeys that make many accounts say which shopper
    // address each comes from (registerViaApi); the browser's own requests carry none and stay 127.0.0.1.
    TRUST_PROXY: '127.0.0.1',
  };
}

/**
 * Starts the shop for the journeys in a process group of its own, so it can be stopped as a supervisor would (TERM to
 * the group: the shop then stops its embedded PostgreSQL, which runs in a group of its own). npm test starts it before
 * the integration tests: its 35 s of start-up and demo seed overlap them instead of delaying the first journey.
 */
export function startE2eServer(root, port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...e2eServerEnv(port, dataDir) },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Its own group does not get the terminal's Ctrl-C: a test run that is interrupted or ends stops it too.
  const stopNow = () => child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
  process.once('exit', stopNow);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopNow();
      process.exit(130);
    });
  return {
    /** Resolves once /api/health answers; rejects if the shop exits first or takes longer than `ms`. */
    async ready(ms = 240_000) {
      const deadline = Date.now() + ms;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline && !gone) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(gone ? 'the e2e shop exited while starting' : `the e2e shop was not up after ${ms / 1000} s`);
    },
    /** TERM to its group; KILL after 30 s, as Playwright's gracefulShutdown would. */
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
