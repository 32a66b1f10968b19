// Catalog load benchmark: a production start on 1,000 products x 6 sizes in a fresh data dir, then autocannon
// (50 connections, 15 s each) against the product list and search (beside the machine's ceiling for a JSON answer),
// the shared server-rendered pages (also as a visitor with cookies and tracking parameters), the pages rendered for one
// visitor (Authorization; a search nobody made before), guest order placement (20 connections, each order its own
// line, Idempotency-Key and shopper address), then the home page's JavaScript and Lighthouse on /, /shop and a product
// page. Each figure with a target prints it. Run: npm run bench (BENCH_SECONDS=5 for a quicker look;
// BENCH_KEEP=1 seeds the catalog and leaves the shop running, for profiling by hand)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildIfStale } from '../scripts/build.mjs';
import { LIGHTHOUSE_TARGETS, lighthouseLine, lighthouseRuns } from './lighthouse.mjs';
import { startServer } from './production-start.mjs';
import {
  connectToShopDatabase,
  GARMENTS,
  guestOrderBody,
  seedBenchCatalog,
  SIZES,
  uploadPaymentScreenshot,
  WORDS,
} from './bench-shop.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const ORDER_CONNECTIONS = 20;
/** Guest browsers with a payment screenshot uploaded before the run; placements take turns with them. */
const ORDER_SHOPPERS = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

/**
 * Autocannon at 50 connections after a 3 s warm-up (a running shop is warm: JIT-compiled code paths and filled caches;
 * measure that, not the first seconds after a start). `path` may be a function giving each request its own path.
 * Prints one line: the rate, p50, p99, and the target when there is one.
 */
async function measure(title, path, { headers = {}, target = '', connections = 50, requests, afterWarmUp } = {}) {
  const options = (duration) => {
    const perRequest =
      typeof path === 'function' ? [{ setupRequest: (request) => ({ ...request, path: path() }) }] : requests;
    return {
      url: `${base}${typeof path === 'function' ? path() : path}`,
      headers,
      connections,
      duration,
      requests: perRequest,
    };
  };
  await autocannon(options(3));
  await afterWarmUp?.();
  const result = await autocannon(options(DURATION));
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(58)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}${target ? `   [target: ${target}]` : ''}`,
  );
  return result;
}

/** Each request a search the shop has not rendered yet: a shopper's own words, so no shared page can answer it. */
function newSearchEveryTime() {
  let n = 0;
  return () => {
    n += 1;
    const words = `${WORDS[n % WORDS.length]} ${GARMENTS[Math.floor(n / WORDS.length) % GARMENTS.length]}`;
    return `/shop?search=${encodeURIComponent(words.toLowerCase())}&minPrice=${1000 + n}`;
  };
}

/**
 * The machine's ceiling for a JSON answer (issue 18's yardstick): a bare Fastify serialising a 3 KB object on every
 * request, made of the product list's own first products, measured like the shop's routes.
 */
async function measureCeiling(listPath) {
  const { products } = await (await fetch(`${base}${listPath}`)).json();
  const body = { products: [], totalPages: 1, currentPage: 1, total: 0 };
  for (const product of products) {
    if (JSON.stringify(body).length >= 3 * 1024) break;
    body.products.push(product);
    body.total = body.products.length;
  }
  const bodyFile = path.join(dataDir, 'ceiling-body.json');
  fs.writeFileSync(bodyFile, JSON.stringify(body));
  const ceilingPort = port + 1;
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.mjs'), String(ceilingPort), bodyFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    await autocannon({ url: `http://127.0.0.1:${ceilingPort}/`, connections: 50, duration: 3 });
    const result = await autocannon({ url: `http://127.0.0.1:${ceilingPort}/`, connections: 50, duration: DURATION });
    return { rate: result.requests.average, bytes: fs.statSync(bodyFile).size };
  } finally {
    child.kill('SIGTERM');
  }
}

/** A different shopper address for each request, as the proxy in front (TRUST_PROXY) reports it. */
const shopperAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Every active product's sizes as order lines (its price and a colour it is sold in), each stocked for the whole run:
 *  consecutive placements take different (product, size) rows, as shoppers buying different things do. */
async function stockedOrderLines() {
  const client = await connectToShopDatabase(dataDir);
  await client.query('update product_stock set stock = 100000');
  const { rows } = await client.query(
    `select p.prod_id as "prodId", p.price, coalesce(p.colors[1], 'Black') as color, s.size
     from products p join product_stock s on s.product_id = p.id where p.is_active order by p.prod_id, s.size`,
  );
  await client.end();
  return rows;
}

/** Guest browsers (each its upload token and address), each with a payment screenshot uploaded the way checkout does. */
async function shoppersWithScreenshots() {
  const picture = await sharp({ create: { width: 200, height: 400, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer();
  const shoppers = [];
  for (let i = 0; i < ORDER_SHOPPERS; i++) {
    const headers = {
      'x-upload-token': `bench-guest-browser-${i}-0123456789abcdef`,
      'x-forwarded-for': shopperAddress(i),
    };
    const fileUrl = await uploadPaymentScreenshot(base, headers, picture);
    shoppers.push({ token: headers['x-upload-token'], email: `bench-shopper-${i}@hunar.pk`, screenshot: fileUrl });
  }
  return shoppers;
}

/** POST /api/orders/guest, one line each, every request its own line, Idempotency-Key and address (the limit of 20
 *  placements per address is not what is measured); the shoppers' screenshots are reused across their placements. */
async function guestOrderRequests() {
  const lines = await stockedOrderLines();
  const shoppers = await shoppersWithScreenshots();
  let placed = 0;
  return [
    {
      method: 'POST',
      path: '/api/orders/guest',
      setupRequest(request) {
        const n = placed++;
        const line = lines[n % lines.length];
        const shopper = shoppers[n % shoppers.length];
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'idempotency-key': `bench-order-${n}`,
            'x-upload-token': shopper.token,
            'x-forwarded-for': shopperAddress(ORDER_SHOPPERS + n),
          },
          body: guestOrderBody(line, shopper.screenshot, shopper.email),
        };
      },
    },
  ];
}

/** Waits until no payment-proof check is pending, and says how many there were and how long they took after the
 *  order run ended. */
async function waitForProofChecks(what) {
  const client = await connectToShopDatabase(dataDir);
  const started = Date.now();
  const pending = async () =>
    Number((await client.query(`select count(*) as n from proof_checks where status = 'pending'`)).rows[0].n);
  const total = Number((await client.query('select count(*) as n from proof_checks')).rows[0].n);
  const left = await pending();
  while ((await pending()) > 0 && Date.now() - started < 300_000) await new Promise((r) => setTimeout(r, 500));
  console.log(
    `  proof checks after ${what}: ${total} queued so far, ${left} pending when it ended, all done ${((Date.now() - started) / 1000).toFixed(1)} s later`,
  );
  await client.end();
}

/** Bytes of JavaScript the home page loads, as the server sends them to a browser accepting `encoding`. */
async function homeJavaScript(encoding) {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  let total = 0;
  for (const u of urls) {
    const response = await fetch(`${base}${u}`, { headers: { 'accept-encoding': encoding } });
    // Files under 1 KB go uncompressed (compression would not make them smaller); count what is sent.
    total += Number(response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength);
  }
  return { files: urls.size, bytes: total };
}

buildIfStale();
console.log(`Starting a production server on ${base} with a fresh data dir (demo seed first)...`);
let server = await startServer({ port, dataDir });
const total = await seedBenchCatalog(dataDir);
// Restart so the server's caches and PostgreSQL's statistics reflect the full catalog, like a shop that has run for years.
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
// Behind the bench, as behind a shop's proxy, each shopper arrives with its own address in X-Forwarded-For.
server = await startServer({ port, dataDir, env: { TRUST_PROXY: '1' } });
const { products } = await (await fetch(`${base}/api/products?search=kurta`)).json();
const prodId = products[0].prodId;
if (process.env.BENCH_KEEP === '1') {
  // For profiling by hand: the seeded shop stays up until this process is stopped.
  console.log(`Catalog: ${total} active products. The shop stays on ${base} (data in ${dataDir}) until Ctrl-C.`);
  await new Promise(() => {});
}
console.log(
  `Catalog: ${total} active products x ${SIZES.length} sizes. Each run: 50 connections (orders: ${ORDER_CONNECTIONS}), ${DURATION} s.\n`,
);
try {
  const listPath = '/api/products?category=women&sortBy=price&sortOrder=asc&page=2';
  const list = await measure(`GET ${listPath}`, listPath, { target: '>= 40% of the ceiling, p99 < 20 ms' });
  const search = await measure('GET /api/products?search=kurta', '/api/products?search=kurta', {
    target: '>= 40% of the ceiling, p99 < 20 ms',
  });
  await measure('GET / (server-rendered)', '/');
  await measure(`GET /product/${prodId} (server-rendered)`, `/product/${prodId}`);
  // Visitors from an ad or a social post carry analytics cookies and tracking parameters: they get the shared page too.
  await measure(
    `GET /product/${prodId}?fbclid=… with cookies`,
    `/product/${prodId}?fbclid=IwAR0bench&utm_source=instagram`,
    {
      headers: { cookie: '_ga=GA1.1.1234567890.1700000000; _fbp=fb.1.1700000000.1234567890' },
    },
  );
  // Rendered for one visitor: a request with Authorization, and a search nobody made before (a shared page missed).
  await measure(`GET /product/${prodId} with Authorization (own render)`, `/product/${prodId}`, {
    headers: { authorization: 'Bearer bench' },
    target: '4x the rate before issue 18 (227 req/s), p99 < 250 ms',
  });
  await measure('GET /shop?search=<new words each time> (rendered)', newSearchEveryTime(), {
    target: '4x the rate before issue 18 (85 req/s), p99 < 250 ms',
  });

  await measure('POST /api/orders/guest (one line each, own key and address)', '/api/orders/guest', {
    connections: ORDER_CONNECTIONS,
    requests: await guestOrderRequests(),
    target: 'p99 < 60 ms',
    // The warm-up attached every shopper's screenshot, each read once by OCR in the background (issue 20): a running
    // shop has read the proofs it holds. The measured placements reuse those screenshots, so their checks take the
    // earlier reading and find the findings; a shop's real proofs are each read once, at nice 19, a few a minute.
    afterWarmUp: () => waitForProofChecks('the warm-up'),
  });
  // Let the checks the run queued finish, so the figures after this one measure the shop, not the checks' backlog.
  await waitForProofChecks('the run');

  const ceiling = await measureCeiling(listPath);
  const share = (result) => `${Math.round((100 * result.requests.average) / ceiling.rate)}%`;
  console.log(
    `\nCeiling (bare Fastify serialising a ${ceiling.bytes}-byte JSON answer): ${Math.round(ceiling.rate)} req/s. ` +
      `Product list at ${share(list)} of it, search at ${share(search)} (target: at least 40%).`,
  );

  const gzip = await homeJavaScript('gzip');
  const br = await homeJavaScript('br');
  console.log(
    `\nHome page JavaScript as sent: ${(gzip.bytes / 1024).toFixed(1)} KB gzip (${gzip.bytes} bytes), ${(br.bytes / 1024).toFixed(1)} KB brotli, in ${gzip.files} files`,
  );

  console.log(`\nLighthouse 12, mobile (${LIGHTHOUSE_TARGETS}; '!' marks a miss):`);
  for (const result of await lighthouseRuns([`${base}/`, `${base}/shop`, `${base}/product/${prodId}`]))
    console.log(lighthouseLine(result));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
