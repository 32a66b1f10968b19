// Catalog load benchmark: a production start on 1,000 products x 6 sizes in a fresh data dir, then autocannon
// (50 connections, 15 s each) against the product list, search, and the server-rendered home and product pages (also
// as a visitor with cookies and tracking parameters, who gets the shared page, and with Authorization, rendered alone),
// and guest order placement (20 connections, each order its own line, Idempotency-Key and shopper address).
// Also prints the gzip size of the JavaScript the home page loads. Run: npm run bench
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { buildIfStale } from '../scripts/build.mjs';
import { startServer } from './production-start.mjs';

const PRODUCTS = 1000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const CATEGORIES = ['women', 'girl', 'boy'];
const WORDS = [
  'Ajrak',
  'Block-Print',
  'Chikankari',
  'Phulkari',
  'Khaddar',
  'Mirror-Work',
  'Gota',
  'Lawn',
  'Karandi',
  'Organza',
];
const GARMENTS = ['Kurta', 'Frock', 'Angrakha', 'Waistcoat', 'Shalwar Kameez', 'Dupatta', 'Lehenga'];
const COLORS = ['Indigo', 'Ajrak Red', 'Mustard', 'Mint Green', 'Maroon', 'Ivory', 'Black', 'Teal'];
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const ORDER_CONNECTIONS = 20;
/** Guest browsers with a payment screenshot uploaded before the run; placements take turns with them. */
const ORDER_SHOPPERS = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

/** A connection to the bench shop's embedded database, as its superuser. */
async function connectToShopDatabase() {
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgresql://postgres:${encodeURIComponent(password)}@/shop?host=${encodeURIComponent(path.join(dataDir, 'run'))}&port=5432`,
  });
  await client.connect();
  return client;
}

/** Adds products until there are 1,000 active ones, each with 6 sizes and two of the demo pictures. */
async function seedBenchCatalog() {
  const client = await connectToShopDatabase();
  const { rows: media } = await client.query(
    "select id from media where storage_key like 'catalog/%' order by created_at limit 120",
  );
  const {
    rows: [{ n }],
  } = await client.query('select count(*)::int as n from products where is_active');
  const missing = PRODUCTS - n;
  const rows = Array.from({ length: missing }, (_, i) => {
    const name = `${WORDS[i % WORDS.length]} ${COLORS[i % COLORS.length]} ${GARMENTS[i % GARMENTS.length]} ${i}`;
    const category = CATEGORIES[i % 3];
    const description = `Handmade ${GARMENTS[i % GARMENTS.length].toLowerCase()} with ${WORDS[(i + 3) % WORDS.length].toLowerCase()} work, made by artisans in Pakistan.`;
    const colors = [COLORS[i % COLORS.length], COLORS[(i + 2) % COLORS.length]];
    return {
      prodId: `BENCH-${String(i).padStart(4, '0')}`,
      name,
      category,
      description,
      colors,
      price: 1500 + ((i * 137) % 16500),
      createdAt: new Date(Date.now() - i * 3_600_000),
    };
  });
  await client.query('begin');
  for (const r of rows) {
    const search = [r.name, r.prodId, r.colors.join(' '), r.category, r.description].join(' ').toLowerCase();
    const {
      rows: [{ id }],
    } = await client.query(
      'insert into products (prod_id, name, description, price, category, colors, search_text, created_at, updated_at) values ($1,$2,$3,$4,$5,$6,$7,$8,$8) returning id',
      [r.prodId, r.name, r.description, r.price, r.category, r.colors, search, r.createdAt],
    );
    await client.query(
      'insert into product_stock (product_id, size, stock) select $1, unnest($2::text[]), unnest($3::int[])',
      [id, SIZES, SIZES.map((_, k) => (k * 7 + r.price) % 25)],
    );
    const pics = [media[r.price % media.length].id, media[(r.price + 1) % media.length].id];
    await client.query(
      'insert into product_images (product_id, media_id, position, featured) values ($1,$2,0,true),($1,$3,1,false)',
      [id, pics[0], pics[1]],
    );
  }
  await client.query('commit');
  await client.query('analyze');
  const {
    rows: [{ total }],
  } = await client.query('select count(*)::int as total from products where is_active');
  await client.end();
  return total;
}

/** One row: `requests` (autocannon's) when each request differs, `target` printed after the figures. */
async function measure(title, url, { headers = {}, connections = 50, requests, target } = {}) {
  const options = { url, headers, connections, ...(requests ? { requests } : {}) };
  // A running shop is warm: JIT-compiled code paths and filled caches. Measure that, not the first seconds after a start.
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: DURATION });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(58)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}${target ? `   target: ${target}` : ''}`,
  );
  return result;
}

/** A different shopper address for each request, as the proxy in front (TRUST_PROXY) reports it. */
const shopperAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Every active product's sizes as order lines (its price and a colour it is sold in), each stocked for the whole run:
 *  consecutive placements take different (product, size) rows, as shoppers buying different things do. */
async function stockedOrderLines() {
  const client = await connectToShopDatabase();
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
    const asked = await fetch(`${base}/api/images/public-upload`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        fileName: 'transfer.png',
        fileType: 'image/png',
        bucketName: 'payment-screenshots',
        fileSize: picture.length,
      }),
    });
    if (asked.status !== 200) throw new Error(`upload ticket answered ${asked.status}: ${await asked.text()}`);
    const { signedUrl, fileUrl } = await asked.json();
    const sent = await fetch(new URL(signedUrl, base), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'x-forwarded-for': shopperAddress(i) },
      body: picture,
    });
    if (sent.status !== 200) throw new Error(`upload answered ${sent.status}: ${await sent.text()}`);
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
          body: JSON.stringify({
            items: [{ prodId: line.prodId, price: line.price, size: line.size, quantity: 1, color: line.color }],
            shippingAddress: {
              street: '9 Liberty Market',
              city: 'Lahore',
              state: 'Lahore',
              zipCode: '54000',
              country: 'Pakistan',
            },
            paymentDetails: { method: 'bank', screenshot: shopper.screenshot },
            guestInfo: { name: 'Bench Shopper', email: shopper.email, phoneNumber: '0300 1112223' },
          }),
        };
      },
    },
  ];
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
const total = await seedBenchCatalog();
// Restart so the server's caches and PostgreSQL's statistics reflect the full catalog, like a shop that has run for years.
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
// Behind the bench, as behind a shop's proxy, each shopper arrives with its own address in X-Forwarded-For.
server = await startServer({ port, dataDir, env: { TRUST_PROXY: '1' } });
const { products } = await (await fetch(`${base}/api/products?search=kurta`)).json();
const prodId = products[0].prodId;
console.log(
  `Catalog: ${total} active products x ${SIZES.length} sizes. Each run: 50 connections (orders: ${ORDER_CONNECTIONS}), ${DURATION} s.\n`,
);
try {
  await measure(
    'GET /api/products?category=women&sortBy=price&sortOrder=asc&page=2',
    `${base}/api/products?category=women&sortBy=price&sortOrder=asc&page=2`,
  );
  await measure('GET /api/products?search=kurta', `${base}/api/products?search=kurta`);
  await measure('GET / (server-rendered)', `${base}/`);
  await measure(`GET /product/${prodId} (server-rendered)`, `${base}/product/${prodId}`);
  // Visitors from an ad or a social post carry analytics cookies and tracking parameters: they get the shared page too.
  await measure(
    `GET /product/${prodId}?fbclid=… with cookies`,
    `${base}/product/${prodId}?fbclid=IwAR0bench&utm_source=instagram`,
    { headers: { cookie: '_ga=GA1.1.1234567890.1700000000; _fbp=fb.1.1700000000.1234567890' } },
  );
  // What every visitor with a cookie cost before pages were shared with them: a render of their own.
  await measure(`GET /product/${prodId} with Authorization (own render)`, `${base}/product/${prodId}`, {
    headers: { authorization: 'Bearer bench' },
  });
  await measure('POST /api/orders/guest (one line each, own key and address)', `${base}/api/orders/guest`, {
    connections: ORDER_CONNECTIONS,
    requests: await guestOrderRequests(),
    target: 'p99 under 60 ms',
  });
  const gzip = await homeJavaScript('gzip');
  const br = await homeJavaScript('br');
  console.log(
    `\nHome page JavaScript as sent: ${(gzip.bytes / 1024).toFixed(1)} KB gzip (${gzip.bytes} bytes), ${(br.bytes / 1024).toFixed(1)} KB brotli, in ${gzip.files} files`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
