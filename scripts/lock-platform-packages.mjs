// Adds the lock entries npm leaves out for other platforms' optional binaries (this machine's registry 404s them), so `npm ci` accepts the lock.
// Run after `npm install` changes package-lock.json: node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

/** Reads os, cpu and libc from a platform package's name, such as @rollup/rollup-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const platform = {};
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux') platform.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

/** Where npm would look for `name` from the package installed at `from`: nested first, then each parent up to the root. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu)
      throw new Error(`${name} is missing from the lock and is not a platform package`);
    packages[`${path ? `${path}/` : ''}node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform package entries`);
