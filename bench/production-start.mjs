// Starts the compiled shop (dist/main.js) as production does for a benchmark (its own data dir and port, logs at warn)
// and resolves with the child process once it says it is ready.
import { spawn } from 'node:child_process';
import { root, serverEntry } from '../scripts/build.mjs';

export function startServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (c) => {
      out += c;
      if (out.includes('Shop is ready')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}
