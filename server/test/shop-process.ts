// The real server process for tests that need one (crash safety, stop signals, several instances): started as
// production does, the compiled server (dist/main.js) either by itself or through `npm start` (scripts/start.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/main.js');
const WEB_BUILD_ENTRY = path.join(ROOT, 'build/server/index.js');

/** These tests run what production runs: the compiled server and the web build (`npm run build`; npm test does it). */
export function requireProductionBuild(): void {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_BUILD_ENTRY))
    throw new Error('These tests run the production server: run `npm run build` first (npm test does).');
}

export interface RunningShop {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far (standard output and error). */
  output(): string;
}

export interface StartOptions {
  /** Start as `npm start` does (scripts/start.mjs), in a process group of its own (so a test can signal the whole group). */
  asNpmStart?: boolean;
}

/** Starts the shop and resolves once it says it is ready; `children` collects it for clean-up. */
export function startShop(
  dataDir: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningShop> {
  const entry = options.asNpmStart ? path.join(ROOT, 'scripts/start.mjs') : SERVER_ENTRY;
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No call leaves the machine: fetch refuses port 9 at once, and the shop runs on the fallback rates.
      RATES_URL: 'http://127.0.0.1:9/',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.asNpmStart,
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Shop is ready on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, base: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`shop exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The exit code (null after a signal); already-exited processes answer at once. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

/** Polls until the condition holds (10 s unless told): waits on what the process says or does, not on a fixed sleep. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
