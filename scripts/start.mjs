// `npm start`: builds the web app when its sources changed since the last build, then runs the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
  // Its own process group: a signal to ours (Ctrl+C, a supervisor's TERM to the group) reaches the server once, from
  // here, instead of twice (directly and forwarded).
  detached: true,
});
// Pass stop signals on so the server shuts down gracefully (finishes requests, stops PostgreSQL cleanly).
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// If this wrapper dies without a signal to pass on (an uncaught error), the server must not outlive it.
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
