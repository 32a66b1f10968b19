// Backup benchmark (issue 19): a production shop in a fresh data dir with 1,000 products and 10,000 orders, each order
// as the shop writes one (its lines, status history, confirmation email and its own payment screenshot file), then
// `npm run backup` beside the running shop, timed (target: under 30 s), and `npm run restore` of that archive into
// another fresh data dir, timed too. One real order is placed through the API with a phone-sized screenshot; the other
// 9,999 are copies of its rows with their own ids, and their screenshots are files of the real re-encoded one's size
// (random bytes: incompressible, as real pictures are). Run: npm run bench:backup (BENCH_ORDERS=2000 for a quick look)
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildIfStale, root } from '../scripts/build.mjs';
import { connectToShopDatabase, guestOrderBody, seedBenchCatalog, uploadPaymentScreenshot } from './bench-shop.mjs';
import { startServer } from './production-start.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const TARGET_SECONDS = 30;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-backup-'));
const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-restored-'));
const port = 4300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

/** A bank app's confirmation as a phone screenshot: flat colours and text, 1080 x 2340, as PNG. */
async function phoneScreenshot() {
  const lines = Array.from(
    { length: 18 },
    (_, i) =>
      `<text x="80" y="${520 + i * 90}" font-size="44" fill="#333">Transfer ${i + 1}: Rs ${(i + 3) * 1375} to Hunar</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2340"><rect width="1080" height="2340" fill="#f4f6f5"/><rect width="1080" height="380" fill="#1b5e20"/><text x="80" y="240" font-size="72" fill="#fff">Payment successful</text>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** One guest order through the API, with its screenshot uploaded the way checkout does. */
async function placeRealOrder() {
  const headers = { 'x-upload-token': 'bench-backup-browser-0123456789abcdef' };
  const picture = await phoneScreenshot();
  const fileUrl = await uploadPaymentScreenshot(base, headers, picture);
  const { products } = await (await fetch(`${base}/api/products?limit=1`)).json();
  const product = products[0];
  const placed = await fetch(`${base}/api/orders/guest`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: guestOrderBody(
      { prodId: product.prodId, price: product.price, size: 'M', color: product.colors[0] },
      fileUrl,
      'bench-shopper@hunar.pk',
    ),
  });
  if (placed.status !== 201) throw new Error(`order answered ${placed.status}: ${await placed.text()}`);
  return (await placed.json())._id;
}

/** `table`'s rows of the template order, copied once per seeded order with new ids and the overrides given (SQL). */
const copyRows = (table, where, overrides) => `
  insert into ${table}
  select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), ${overrides}))).*
    from seed s join prods p on p.n = 1 + s.i % (select count(*) from prods)
    join ${table} t on ${where}`;

/** 9,999 more orders like the real one, each with its own lines, history, email and screenshot file. */
async function seedOrders(templateId) {
  const client = await connectToShopDatabase(dataDir);
  const {
    rows: [template],
  } = await client.query(
    `select o.screenshot_id, u.storage_key, u.byte_size from orders o join uploads u on u.id = o.screenshot_id where o.id = $1`,
    [templateId],
  );
  const extension = path.extname(template.storage_key);
  await client.query('begin');
  await client.query(
    `create temp table seed on commit drop as
       select i, gen_random_uuid() as order_id, gen_random_uuid() as upload_id from generate_series(1, $1) i`,
    [ORDERS - 1],
  );
  await client.query(
    `create temp table prods on commit drop as
       select row_number() over (order by prod_id) as n, id, prod_id, name from products where prod_id like 'BENCH-%'`,
  );
  await client.query(
    copyRows(
      'uploads',
      `t.id = '${template.screenshot_id}'`,
      `'id', s.upload_id, 'storage_key', 'private/payment-screenshots/' || s.upload_id || '${extension}'`,
    ),
  );
  await client.query(
    copyRows(
      'orders',
      `t.id = '${templateId}'`,
      `'id', s.order_id, 'screenshot_id', s.upload_id, 'tracking_id', 'HN-BENCH-' || s.i,
       'customer_email', 'shopper' || s.i || '@example.pk', 'idempotency_key', null,
       'created_at', now() - s.i * interval '5 minutes', 'updated_at', now() - s.i * interval '5 minutes'`,
    ),
  );
  await client.query(
    copyRows(
      'order_items',
      `t.order_id = '${templateId}'`,
      `'order_id', s.order_id, 'product_id', p.id, 'prod_id', p.prod_id, 'name', p.name`,
    ),
  );
  await client.query(copyRows('order_status_history', `t.order_id = '${templateId}'`, `'order_id', s.order_id`));
  await client.query(copyRows('notifications', `t.order_id = '${templateId}'`, `'order_id', s.order_id`));
  // Half the orders moved on once: their history has a second step.
  await client.query(
    `insert into order_status_history (order_id, status, actor_name)
     select order_id, 'processing', 'Bench Admin' from seed where i % 2 = 0`,
  );
  const { rows: uploads } = await client.query('select upload_id from seed');
  await client.query('commit');
  await client.query('analyze');
  const {
    rows: [sizes],
  } = await client.query(
    `select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products,
            pg_database_size(current_database())::bigint as bytes`,
  );
  await client.end();
  for (const { upload_id: id } of uploads) {
    const file = path.join(dataDir, 'uploads', 'private', 'payment-screenshots', `${id}${extension}`);
    fs.writeFileSync(file, crypto.randomBytes(template.byte_size));
  }
  return { ...sizes, screenshotBytes: template.byte_size };
}

/** Runs `npm run <script>` with the bench shop's environment; resolves with its output and wall-clock seconds. */
function timedCommand(script, args, env) {
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`npm run ${script} exited ${code}:\n${out}`));
      else resolve({ out, seconds });
    }),
  );
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

buildIfStale();
console.log(`Starting a production server on ${base} with a fresh data dir (demo seed first)...`);
const server = await startServer({ port, dataDir });
try {
  await seedBenchCatalog(dataDir);
  const shop = await seedOrders(await placeRealOrder());
  console.log(
    `Shop: ${shop.products} products, ${shop.orders} orders, database ${mb(Number(shop.bytes))}, ` +
      `${shop.orders} payment screenshots of ${(shop.screenshotBytes / 1024).toFixed(0)} KB each.\n`,
  );

  // A real shop's screenshots were written over months and are on disk; these were written a moment ago, and their
  // write-back would otherwise compete with the backup's own writes.
  execSync('sync');
  const backup = await timedCommand('backup', [], { DATA_DIR: dataDir });
  const archive = /Backup written: (\S+)/.exec(backup.out)[1];
  const size = fs.statSync(archive).size;
  console.log(backup.out.trim().split('\n').slice(-2).join('\n'));
  console.log(
    `\nnpm run backup (beside the running shop): ${backup.seconds.toFixed(1)} s, archive ${mb(size)}` +
      ` (target: under ${TARGET_SECONDS} s) ${backup.seconds < TARGET_SECONDS ? 'OK' : 'OVER'}`,
  );

  const restore = await timedCommand('restore', [archive], { DATA_DIR: restoredDir });
  console.log(`npm run restore (into an empty data dir): ${restore.seconds.toFixed(1)} s`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(restoredDir, { recursive: true, force: true });
}
