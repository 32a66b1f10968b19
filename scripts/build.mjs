// The production build: the web app into BUILD_DIR (React Router, pre-compressed assets) and the server into dist/.
// `npm run build` runs it; start and test import buildExists / buildIfStale from here.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The compiled server that production runs. */
export const serverEntry = path.join(root, 'dist', 'main.js');
/** The operator's commands bundled beside it (npm run backup, npm run restore). */
export const commandEntry = (name) => path.join(root, 'dist', `${name}.js`);
const INPUTS = [
  'web',
  'domain',
  'server',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/bundle-server.mjs',
  'scripts/precompress.mjs',
  'scripts/reachable-modules.ts',
  'scripts/react-router-tree-shaking.ts',
  'scripts/storefront-chunks.ts',
];

const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? 'build');

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

/** Both halves of the build are there (whatever sources they were built from). */
export function buildExists() {
  return fs.existsSync(path.join(buildDir(), 'server', 'index.js')) && fs.existsSync(serverEntry);
}

/** Builds the web app and the server; needs the devDependencies (React Router's Vite build, esbuild, zopfli). */
export function build() {
  const wanted = sourceHash();
  run(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build']);
  run(process.execPath, [path.join(root, 'scripts', 'precompress.mjs')]);
  run(process.execPath, [path.join(root, 'scripts', 'bundle-server.mjs')]);
  fs.writeFileSync(path.join(buildDir(), '.source-hash'), wanted);
}

/** Builds only when a source changed since the last build: for the test suite, which must test what is checked out. */
export function buildIfStale() {
  const stampFile = path.join(buildDir(), '.source-hash');
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (built === sourceHash() && buildExists()) return;
  console.log('Building the web app and the server (changed sources)...');
  build();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
