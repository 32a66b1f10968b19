// Sign-in benchmark: a production start with one admin account, then 20 shoppers signing in at once, again and again
// (each from its own address, as behind a proxy), for BENCH_SECONDS; prints sign-ins per second, p50 and p99.
// Password hashing is deliberately slow (scrypt, OWASP's cost), so this is the figure to watch when it changes.
// Run: npm run bench:sign-in
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build.mjs';
import { startServer } from './production-start.mjs';

const CONCURRENT = 20;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 15) * 1000;
const account = { email: 'bench-owner@hunar.pk', password: 'bench-sign-in-password' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-sign-in-'));
const port = 4800 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

let request = 0;
async function signIn() {
  // A different address each time: the per-address flood limit (60 a minute) is not what is measured here.
  const n = request++;
  const started = performance.now();
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(account),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${body}`);
  return performance.now() - started;
}

buildIfStale();
const server = await startServer({
  port,
  dataDir,
  env: { SEED_DEMO: '0', TRUST_PROXY: '1', ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password },
});
try {
  await signIn(); // the first sign-in also upgrades an old hash; not part of the figures
  const times = [];
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (Date.now() < deadline) times.push(await signIn());
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  console.log(
    `sign-in, ${CONCURRENT} at once for ${DURATION_MS / 1000} s: ${times.length} sign-ins, ${(times.length / (DURATION_MS / 1000)).toFixed(1)}/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
