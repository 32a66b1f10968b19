// Small data factories for integration tests: real rows and real (tiny) images, no shared seed.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ImageType } from '../../domain/content.ts';
import type { Size } from '../../domain/limits.ts';
import type { Database } from '../db/client.ts';
import { productImages, products, productStock } from '../db/schema/catalog.ts';
import { homeImages } from '../db/schema/content.ts';
import type { Services } from '../services.ts';
import { searchTextFor } from '../modules/catalog/index.ts';

export async function solidImage(color = '#8c2f1b', width = 400, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export interface ProductInput {
  prodId?: string;
  name?: string;
  description?: string;
  price?: number;
  category?: 'women' | 'girl' | 'boy' | 'men';
  colors?: string[];
  sizeStock?: Partial<Record<Size, number>>;
  isActive?: boolean;
  createdAt?: Date;
  images?: number;
  /** The colour each image is tagged with (null: every colour), by position. */
  imageColors?: (string | null)[];
}

export async function createProduct(db: Database, services: Services, input: ProductInput = {}) {
  const prodId = input.prodId ?? `T-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const values = {
    prodId,
    name: input.name ?? 'Test Kurta',
    description: input.description ?? 'A handmade test piece.',
    price: input.price ?? 2500,
    category: input.category ?? 'women',
    colors: input.colors ?? ['Indigo'],
    isActive: input.isActive ?? true,
    createdAt: input.createdAt ?? new Date(),
  };
  const mediaIds: string[] = [];
  for (let i = 0; i < (input.images ?? 1); i++)
    mediaIds.push((await services.media.storeImage(await solidImage(), `${values.name} ${i + 1}`)).id);
  const [row] = await db
    .insert(products)
    .values({
      ...values,
      searchText: searchTextFor(values),
      sizeGuide: {
        M: {
          length: '40',
          shoulder: '14',
          chest: '38',
          hips: '40',
          armhole: '8',
          sleeveLength: '20',
          sleeveOpening: '5',
        },
      },
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const sizeStock = input.sizeStock ?? { S: 5, M: 3, L: 0 };
  await db
    .insert(productStock)
    .values(Object.entries(sizeStock).map(([size, stock]) => ({ productId, size: size as Size, stock })));
  if (mediaIds.length)
    await db.insert(productImages).values(
      mediaIds.map((mediaId, position) => ({
        productId,
        mediaId,
        position,
        featured: position === 0,
        color: input.imageColors?.[position] ?? null,
      })),
    );
  return { id: productId, prodId, mediaIds };
}

export async function createHomeImage(
  db: Database,
  services: Services,
  input: { imageType: ImageType; title?: string; active?: boolean },
) {
  const stored = await services.media.storeImage(await solidImage('#26344d', 800, 400), input.title ?? input.imageType);
  const [row] = await db
    .insert(homeImages)
    .values({ mediaId: stored.id, imageType: input.imageType, title: input.title ?? '', active: input.active ?? true })
    .returning({ id: homeImages.id });
  return { id: row!.id, mediaId: stored.id };
}
