// Seeds the demo catalog on an empty database: products with generated artwork, home images, default settings.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { colorHex } from '../../domain/colors.ts';
import { plainName } from '../../domain/product-names.ts';
import { DEFAULT_DELIVERY_RATES } from '../../domain/pricing.ts';
import type { PaymentAccounts } from '../../domain/schemas/settings.ts';
import type { ImageType } from '../../domain/content.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { productImages, products, productStock } from '../db/schema/catalog.ts';
import { homeImages } from '../db/schema/content.ts';
import { shopSettings } from '../db/schema/settings.ts';
import { searchTextFor } from '../modules/catalog/index.ts';
import type { MediaService } from '../modules/media/index.ts';
import { categoryArtwork, heroArtwork, productArtwork } from './artwork/index.ts';
import { DEMO_PAYMENT, DEMO_PRODUCTS } from './demo-catalog.ts';
import { qrPng } from './payment-qr.ts';
import type { DemoProduct } from './demo-types.ts';

const SEED_LOCK = 727_002;
const DAY_MS = 86_400_000;

export interface SeedDeps {
  database: DatabaseHandle;
  media: MediaService;
  log: (message: string) => void;
  /** Fixed clock for reproducible createdAt values in tests. */
  now?: Date;
}

const HERO_SLIDES: {
  type: ImageType;
  title: string;
  subtitle: string;
  buttonText: string;
  link: string;
  variant: 0 | 1 | 2;
}[] = [
  {
    type: 'h1',
    title: 'Handmade in Pakistan, worn everywhere',
    subtitle: 'Hand block-printed lawn, ajrak and chikankari, each piece made by artisans in Hala, Multan and Lahore.',
    buttonText: 'Shop Women',
    link: '/shop?category=women',
    variant: 0,
  },
  {
    type: 'h2',
    title: 'The Eid edit for little ones',
    subtitle: 'Phulkari frocks and mirror-work lehengas in festive colours, made to twirl.',
    buttonText: 'Shop Girls',
    link: '/shop?category=girl',
    variant: 1,
  },
  {
    type: 'h3',
    title: 'Waistcoats & kurtas for boys',
    subtitle: 'Soft khaddar and cotton, hand-finished for comfort from the first wear to the last.',
    buttonText: 'Shop Boys',
    link: '/shop?category=boy',
    variant: 2,
  },
];

const CATEGORY_BANNERS: {
  type: ImageType;
  category: 'women' | 'girl' | 'boy' | 'all';
  title: string;
  subtitle: string;
  buttonText: string;
  link: string;
}[] = [
  {
    type: 'w1',
    category: 'women',
    title: 'Women',
    subtitle: 'Kurtas, angrakhas & dupattas',
    buttonText: 'Shop Women',
    link: '/shop?category=women',
  },
  {
    type: 'g1',
    category: 'girl',
    title: 'Girl',
    subtitle: 'Frocks & festive sets',
    buttonText: 'Shop Girl',
    link: '/shop?category=girl',
  },
  {
    type: 'b1',
    category: 'boy',
    title: 'Boy',
    subtitle: 'Waistcoats & kurtas',
    buttonText: 'Shop Boy',
    link: '/shop?category=boy',
  },
  {
    type: 's1',
    category: 'all',
    title: 'Shop All',
    subtitle: 'Every handmade piece',
    buttonText: 'Shop All',
    link: '/shop',
  },
];

/** PNG without compression: the media service re-encodes every picture anyway, so a lossless hand-over costs the
 *  least time and loses nothing. */
async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

const VIEW_NAMES = ['front', 'back', 'fabric close-up', 'folded', 'on a hanger'];

/** A demo product's pictures, each tagged with the colour it shows: every view in its first colour, then the front in
 *  each other colour (the same drawing with that colour as the cloth and the rest as its print), so choosing a colour
 *  on the product page shows that colour. One extra picture per colour keeps seeding quick. */
export function demoPictures(product: DemoProduct): { view: number; color: string; palette: string[]; alt: string }[] {
  const name = plainName(product.name);
  const [first, ...others] = product.colors;
  if (!first) return [];
  const picture = (view: number, color: string) => ({
    view,
    color,
    palette: [color, ...product.colors.filter((c) => c !== color)],
    alt: `${name} in ${color}, ${VIEW_NAMES[view]}`,
  });
  return [
    ...Array.from({ length: product.imageCount }, (_, view) => picture(view, first)),
    ...others.map((color) => picture(0, color)),
  ];
}

async function seedProduct(deps: SeedDeps, product: DemoProduct, now: Date): Promise<string[]> {
  const pictures = demoPictures(product);
  const mediaIds: string[] = [];
  for (const picture of pictures) {
    const svg = productArtwork({
      garment: product.garment,
      pattern: product.pattern,
      colors: picture.palette.map(colorHex),
      view: picture.view,
      seed: product.prodId,
    });
    // One picture more per extra colour: the quick encoder keeps the seed as fast as it was with fewer pictures.
    mediaIds.push((await deps.media.storeImage(await rasterise(svg), picture.alt, { quick: true })).id);
  }
  const createdAt = new Date(now.getTime() - product.createdDaysAgo * DAY_MS);
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        prodId: product.prodId,
        name: product.name,
        description: product.description,
        details: product.details,
        price: product.price,
        category: product.category,
        colors: product.colors,
        sizeGuide: product.sizeGuide,
        isNew: product.isNew,
        isFeatured: product.isFeatured,
        isActive: product.isActive,
        searchText: searchTextFor(product),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await tx
      .insert(productStock)
      .values(Object.entries(product.sizeStock).map(([size, stock]) => ({ productId, size: size as never, stock })));
    await tx.insert(productImages).values(
      mediaIds.map((mediaId, position) => ({
        productId,
        mediaId,
        position,
        featured: position === 0,
        color: pictures[position]!.color,
      })),
    );
  });
  return mediaIds;
}

async function seedHomeImages(deps: SeedDeps): Promise<string[]> {
  const mediaIds: string[] = [];
  for (const slide of HERO_SLIDES) {
    const stored = await deps.media.storeImage(
      await rasterise(heroArtwork({ variant: slide.variant, seed: slide.type })),
      slide.title,
    );
    await deps.database.db.insert(homeImages).values({
      mediaId: stored.id,
      imageType: slide.type,
      title: slide.title,
      subtitle: slide.subtitle,
      buttonText: slide.buttonText,
      link: slide.link,
    });
    mediaIds.push(stored.id);
  }
  for (const banner of CATEGORY_BANNERS) {
    const stored = await deps.media.storeImage(
      await rasterise(categoryArtwork({ category: banner.category, seed: banner.type })),
      banner.title,
    );
    await deps.database.db.insert(homeImages).values({
      mediaId: stored.id,
      imageType: banner.type,
      title: banner.title,
      subtitle: banner.subtitle,
      buttonText: banner.buttonText,
      link: banner.link,
    });
    mediaIds.push(stored.id);
  }
  return mediaIds;
}

/** Runs `work` over `items`, `limit` at a time (sharp already uses threads; two lanes keep both cores busy). */
async function inLanes<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Seeds once: only when there are no products. Returns the ids of the media it stored (empty when it did nothing),
 * so the caller can warm their responsive variants in the background.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<string[]> {
  // Several instances may start together on one database: the first seeds, the others wait and find products.
  // A session lock (not a transaction) because rendering the artwork takes longer than an idle transaction may live.
  const lockClient = await deps.database.pool.connect();
  try {
    // As long as the first instance's seeding takes: the pool's lock_timeout is for requests (db/client.ts).
    await lockClient.query('set lock_timeout = 0');
    await lockClient.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    const [{ n } = { n: 0 }] = await deps.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products);
    if (n > 0) return [];
    const started = Date.now();
    const now = deps.now ?? new Date();
    deps.log(`Seeding the demo catalog (${DEMO_PRODUCTS.length} products with generated artwork)...`);
    const productMedia = await inLanes(DEMO_PRODUCTS, 2, (p) => seedProduct(deps, p, now));
    const homeMedia = await seedHomeImages(deps);
    await deps.database.db
      .insert(shopSettings)
      .values({ key: 'delivery', value: DEFAULT_DELIVERY_RATES })
      .onConflictDoNothing();
    const qr = await deps.media.storeImage(
      await qrPng(`Easypaisa ${DEMO_PAYMENT.easypaisa.accountTitle} ${DEMO_PAYMENT.easypaisa.accountNumber}`),
      'Easypaisa QR code',
    );
    const payment: PaymentAccounts = { ...DEMO_PAYMENT, easypaisa: { ...DEMO_PAYMENT.easypaisa, qrMediaId: qr.id } };
    await deps.database.db.insert(shopSettings).values({ key: 'payment', value: payment }).onConflictDoNothing();
    deps.log(`Demo catalog seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return [...homeMedia, ...productMedia.flat(), qr.id];
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    await lockClient.query('reset lock_timeout').catch(() => undefined);
    lockClient.release();
  }
}
