// Stores catalog images once (cleaned, metadata stripped) and derives cached responsive variants on demand.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '../../../domain/media.ts';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { MAX_INPUT_PIXELS } from './image-check.ts';

const ORIGINAL_MAX_WIDTH = 2400;

export interface MediaDeps {
  db: Database;
  storage: FileStorage;
  /** Folder for derived variants; safe to delete at any time. */
  cacheDir: string;
}

export interface StoredMedia {
  id: string;
  width: number;
  height: number;
}

export function createMediaService({ db, storage, cacheDir }: MediaDeps) {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  /** `quick`: the demo seed's own drawings, stored with the plain JPEG encoder (about six times faster than mozjpeg,
   *  a somewhat larger original); shoppers are served the resized variants, encoded the same either way. */
  async function storeImage(input: Buffer, alt: string, { quick = false } = {}): Promise<StoredMedia> {
    // Re-encoding drops EXIF/GPS and anything hidden after the image data; rotate() first keeps the orientation.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 90, mozjpeg: !quick })
      .toBuffer({ resolveWithObject: true });
    const storageKey = `catalog/${crypto.randomUUID()}.jpg`;
    await storage.put(storageKey, data);
    const [row] = await db
      .insert(media)
      .values({ storageKey, width: info.width, height: info.height, alt })
      .returning({ id: media.id });
    return { id: row!.id, width: info.width, height: info.height };
  }

  async function renderVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const cached = path.join(cacheDir, id, `${width}.${format}`);
    const hit = await fs.readFile(cached).catch(() => undefined);
    if (hit) return hit;
    const [row] = await db.select({ storageKey: media.storageKey }).from(media).where(eq(media.id, id));
    if (!row) return undefined;
    const original = await storage.get(row.storageKey);
    if (!original) return undefined;
    const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
    const body =
      format === 'webp'
        ? await resized.webp({ quality: 78, effort: 4 }).toBuffer()
        : await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await fs.mkdir(path.dirname(cached), { recursive: true });
    const temp = `${cached}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, cached);
    return body;
  }

  /** One variant; concurrent requests for the same variant share one encode. */
  function variant(id: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const key = `${id}/${width}.${format}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renderVariant(id, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /** Makes every variant ahead of time (used by the seed so the first shopper never waits for an encode). */
  async function warmVariants(id: string, formats: readonly ImageFormat[] = ['webp']): Promise<void> {
    for (const format of formats) for (const width of IMAGE_WIDTHS) await variant(id, width, format);
  }

  return { storeImage, variant, warmVariants };
}

export type MediaService = ReturnType<typeof createMediaService>;
