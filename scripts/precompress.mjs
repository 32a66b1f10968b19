// After a build: writes .br and .gz beside each text asset so they are served compressed without per-request work.
// The .gz files come from zopfli: standard gzip any browser reads, about 3% smaller than zlib's best, for the clients
// that do not take brotli.
import { gzipAsync } from '@gfx/zopfli';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), 'client');
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html)$/;

const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (COMPRESSIBLE.test(entry.name)) files.push(p);
  }
};
walk(clientDir);

await Promise.all(
  files.map(async (p) => {
    const body = fs.readFileSync(p);
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    // Five iterations find nearly all of zopfli's gain at a third of the time of its default fifteen.
    const gz = await gzipAsync(body, { numiterations: 5 });
    // Even a few hundred bytes saved matter on a phone; a file that does not shrink is sent as it is.
    if (br.length < body.length) fs.writeFileSync(`${p}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${p}.gz`, gz);
  }),
);
console.log(`Pre-compressed ${files.length} assets`);
