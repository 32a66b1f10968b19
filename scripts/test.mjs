// `npm test`: type check, lint, format check, build, unit + API integration tests (Vitest), browser journeys (Playwright),
// then one closing line 'N passed, N failed' over everything that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build.mjs';

const reports = path.join(root, '.tmp');
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function finish(ok) {
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

let ok =
  step('Type check', process.execPath, [
    path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'),
    'typegen',
  ]) && step('Type check', bin('tsc'), ['--noEmit']);
ok = step('Lint', bin('eslint'), ['.', '--max-warnings=0']) && ok;
ok = step('Format (Prettier, 120 columns)', bin('prettier'), ['--check', '--log-level=warn', '.']) && ok;
if (!ok) finish(false);

console.log('\n▶ Build');
buildIfStale();

const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
ok =
  step('Unit and API integration tests (Vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]) && ok;
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
} else totals.failed += 1;

const playwrightJson = path.join(reports, 'playwright.json');
fs.rmSync(playwrightJson, { force: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const port = await freePort();
ok =
  step('Browser journeys (Playwright, Chromium)', bin('playwright'), ['test'], {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }) && ok;
if (fs.existsSync(playwrightJson)) {
  const { stats } = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
} else totals.failed += 1;
fs.rmSync(dataDir, { recursive: true, force: true });

finish(ok);
