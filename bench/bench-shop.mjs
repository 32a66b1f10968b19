// The benchmarks' shop: a connection to a bench shop's embedded database and the 1,000-product catalog they seed into
// it (npm run bench, npm run bench:backup).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PRODUCTS = 1000;
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const CATEGORIES = ['women', 'girl', 'boy'];
export const WORDS = [
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
export const GARMENTS = ['Kurta', 'Frock', 'Angrakha', 'Waistcoat', 'Shalwar Kameez', 'Dupatta', 'Lehenga'];
export const COLORS = ['Indigo', 'Ajrak Red', 'Mustard', 'Mint Green', 'Maroon', 'Ivory', 'Black', 'Teal'];
/** A connection to the bench shop's embedded database, as its superuser. */
export async function connectToShopDatabase(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgresql://postgres:${encodeURIComponent(password)}@/shop?host=${encodeURIComponent(path.join(dataDir, 'run'))}&port=5432`,
  });
  await client.connect();
  return client;
}

/** Adds products until there are 1,000 active ones, each with 6 sizes and two of the demo pictures. */
export async function seedBenchCatalog(dataDir) {
  const client = await connectToShopDatabase(dataDir);
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

/**
 * Uploads a payment screenshot the way checkout does (ask for a link, PUT the file to it); answers the fileUrl an order
 * names. `headers` carry the browser's upload token (and, for the bench, its address).
 */
export async function uploadPaymentScreenshot(base, headers, picture) {
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
    headers: { ...headers, 'content-type': 'image/png' },
    body: picture,
  });
  if (sent.status !== 200) throw new Error(`upload answered ${sent.status}: ${await sent.text()}`);
  return fileUrl;
}

/** The body of a guest order of one piece of `line`, paid by bank transfer with `screenshot`, to a Lahore address. */
export function guestOrderBody(line, screenshot, email) {
  return JSON.stringify({
    items: [{ prodId: line.prodId, price: line.price, size: line.size, quantity: 1, color: line.color }],
    shippingAddress: {
      street: '9 Liberty Market',
      city: 'Lahore',
      state: 'Lahore',
      zipCode: '54000',
      country: 'Pakistan',
    },
    paymentDetails: { method: 'bank', screenshot },
    guestInfo: { name: 'Bench Shopper', email, phoneNumber: '0300 1112223' },
  });
}
