// After a build: writes .br and .gz beside each text asset so they are served compressed without per-request work.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), 'client');
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|html)$/;

let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (COMPRESSIBLE.test(entry.name)) {
      const body = fs.readFileSync(p);
      const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = zlib.gzipSync(body, { level: 9 });
      // Even a few hundred bytes saved matter on a phone; a file that does not shrink is sent as it is.
      if (br.length < body.length) fs.writeFileSync(`${p}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${p}.gz`, gz);
      count++;
    }
  }
};
walk(clientDir);
console.log(`Pre-compressed ${count} assets`);
