// `npm test`: type check, lint, format check and unit tests side by side; then the build, the API integration tests
// (Vitest) and the browser journeys (Playwright); then one closing line 'N passed, N failed' over everything that ran.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build.mjs';
import { startE2eServer } from './e2e-server.mjs';

const reports = path.join(root, '.tmp');
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again under the closing count: a CI log is often read from its end. */
const failures = [];
const suiteStarted = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  if (result.status !== 0) failures.push(`${title}: the step failed`);
  return result.status === 0;
}

/** One command of a step run beside others: its output is held and resolves with it, so logs do not interleave. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ ok: false, output: `${output}${err.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** A step of commands run one after another, beside other steps; printed in one piece when it ends. */
async function parallelStep(title, commands) {
  const started = Date.now();
  let ok = true;
  let output = '';
  for (const [command, args] of commands) {
    const result = await runQuietly(command, args);
    output += result.output;
    ok = result.ok;
    if (!ok) break;
  }
  console.log(`\n▶ ${title}\n${output.trimEnd()}`);
  console.log(`  ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  if (!ok) failures.push(`${title}: the step failed`);
  return ok;
}

/** Vitest's JSON report of one project, added to the totals; a run that wrote none counts as one failure. */
function countVitest(report, title) {
  if (!fs.existsSync(report)) {
    failures.push(`${title}: wrote no report`);
    return void (totals.failed += 1);
  }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failedOutsideTests = r.numTotalTestSuites && !r.success && r.numFailedTests === 0;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (failedOutsideTests ? 1 : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${title}: ${where} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${title}: ${where} (the file failed)`);
  }
  if (failedOutsideTests) failures.push(`${title}: an error outside any test (see "Unhandled Errors" above)`);
}

/** Playwright's JSON report: every test that did not end as expected, by project, file, line and title. */
function playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected')
        failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child);
}

const vitestProject = (project, report) => [
  bin('vitest'),
  ['run', `--project=${project}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
];

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function finish(ok) {
  console.log(`\nAll steps in ${seconds(suiteStarted)}`);
  if (failures.length) console.log(`\nFailed:\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`);
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// Checks that need neither the database nor the build run together: on two cores they overlap each other's waits.
const unitJson = path.join(reports, 'vitest-unit.json');
fs.rmSync(unitJson, { force: true });
const checks = await Promise.all([
  // One TypeScript program for both: ESLint's type-aware rules reuse what the type check found.
  parallelStep('Type check and lint', [
    [process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'typegen']],
    [process.execPath, [path.join(root, 'scripts', 'types-and-lint.mjs')]],
  ]),
  parallelStep('Format (Prettier, 120 columns)', [[bin('prettier'), ['--check', '--log-level=warn', '.']]]),
  parallelStep('Unit tests (Vitest)', [vitestProject('unit', unitJson)]),
]);
countVitest(unitJson, 'Unit');
let ok = checks.every(Boolean);
if (!ok) finish(false);

console.log('\n▶ Build');
const buildStarted = Date.now();
buildIfStale();
console.log(`  Build: ok in ${seconds(buildStarted)}`);

// The journeys' shop starts now, on a fresh data directory: its start-up and demo seed overlap the integration tests.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const port = await freePort();
const e2eShop = startE2eServer(root, port, dataDir);

const integrationJson = path.join(reports, 'vitest-integration.json');
fs.rmSync(integrationJson, { force: true });
ok =
  step('API integration tests (Vitest, embedded PostgreSQL)', ...vitestProject('integration', integrationJson)) && ok;
countVitest(integrationJson, 'Integration');

const playwrightJson = path.join(reports, 'playwright.json');
fs.rmSync(playwrightJson, { force: true });
const shopUp = await e2eShop.ready().then(
  () => true,
  (err) => {
    console.log(`\n▶ Browser journeys (Playwright, Chromium)\n  ${err.message}`);
    failures.push(`Browser journeys: ${err.message}`);
    return false;
  },
);
ok =
  shopUp &&
  step('Browser journeys (Playwright, Chromium)', bin('playwright'), ['test'], {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    // The shop started above is the one the journeys use (playwright.config.ts webServer.reuseExistingServer).
    E2E_REUSE: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }) &&
  ok;
await e2eShop.stop();
if (fs.existsSync(playwrightJson)) {
  const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  report.suites.forEach(playwrightFailures);
} else {
  totals.failed += 1;
  failures.push('Browser journeys: wrote no report');
}
fs.rmSync(dataDir, { recursive: true, force: true });

finish(ok);
