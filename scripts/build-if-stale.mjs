// Builds the web app into BUILD_DIR when its sources changed since the last build (shared by start and test).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'web',
  'domain',
  'server',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/precompress.mjs',
  'scripts/reachable-modules.ts',
];

/** A hash of every input file's path, size and modification time: cheap, and changes whenever a source does. */
function sourceHash() {
  const hash = crypto.createHash('sha256');
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) walk(path.join(root, input));
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const stampFile = path.join(buildDir, '.source-hash');
  const wanted = sourceHash();
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (wanted === built && fs.existsSync(path.join(buildDir, 'server', 'index.js'))) return;
  console.log('Building the web app (first start or changed sources)...');
  run(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build']);
  run(process.execPath, [path.join(root, 'scripts', 'precompress.mjs')]);
  fs.writeFileSync(stampFile, wanted);
}
