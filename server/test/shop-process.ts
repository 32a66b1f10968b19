// The real server process for tests that need one (crash safety, several instances): started as production does.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningShop {
  child: ChildProcess;
  base: string;
}

/** Starts `server/main.ts` and resolves once it says it is ready; `children` collects it for clean-up. */
export function startShop(dataDir: string, children: ChildProcess[], env: Record<string, string> = {}): Promise<RunningShop> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Shop is ready on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, base: match[1]!.replace('localhost', '127.0.0.1') });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`shop exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The exit code (null after a signal); already-exited processes answer at once. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
