// Stores catalog images once (cleaned, metadata stripped) and derives cached responsive variants on demand.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '../../../domain/media.ts';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir-modes.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { createWorkQueue, type WorkQueue } from '../../lib/work-queue.ts';
import { MAX_INPUT_PIXELS } from './image-check.ts';

const ORIGINAL_MAX_WIDTH = 2400;

/**
 * Measured on the demo's pictures and a photo at 640 px (issue 18): quality 55 looks as WebP's 78 does (the same
 * SSIM) at about two thirds of its bytes. Effort 3 costs a third of the CPU of effort 4 (about 0.3 s against 0.9 s
 * at 640 px) for files 3% larger; 4:2:0 is the chroma WebP and JPEG use too, 8% fewer bytes than sharp's 4:4:4.
 */
const AVIF_OPTIONS = { quality: 55, effort: 3, chromaSubsampling: '4:2:0' } as const;
/** AVIF variants waiting to be made in the background; beyond this a request just asks again later. */
const AVIF_BACKLOG = 200;

export interface MediaDeps {
  db: Database;
  storage: FileStorage;
  /** Folder for derived variants; safe to delete at any time. */
  cacheDir: string;
  /** The shared bound on image re-encodes (uploads use it too), which AVIF encodes go through. */
  imageQueue: WorkQueue;
}

export interface StoredMedia {
  id: string;
  width: number;
  height: number;
}

/** What a variant's URL answers now: the asked format, or a stand-in while that one is still being made. */
export interface ServedVariant {
  body: Buffer;
  format: ImageFormat;
  /** False for a stand-in: it must not be cached as the URL's lasting answer. */
  final: boolean;
}

export function createMediaService({ db, storage, cacheDir, imageQueue }: MediaDeps) {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();
  // One AVIF encode at a time holds a slot of the image queue, so a burst of new pictures never fills the queue
  // that uploads need: an upload waits at most one encode.
  const avifLine = createWorkQueue('avif', { concurrency: 1, maxWaiting: AVIF_BACKLOG });

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

  const cachePath = (id: string, width: ImageWidth, format: ImageFormat) =>
    path.join(cacheDir, id, `${width}.${format}`);

  function encode(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
    if (format === 'webp') return resized.webp({ quality: 78, effort: 4 }).toBuffer();
    if (format === 'jpg') return resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    // About ten times the CPU of WebP, so never made while a shopper waits (servedVariant), and through the queue that
    // bounds every re-encode, so the libuv threads stay free for what each request needs.
    return imageQueue.run(() => resized.avif(AVIF_OPTIONS).toBuffer());
  }

  async function renderVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const cached = cachePath(id, width, format);
    const hit = await fs.readFile(cached).catch(() => undefined);
    if (hit) return hit;
    const [row] = await db.select({ storageKey: media.storageKey }).from(media).where(eq(media.id, id));
    if (!row) return undefined;
    const original = await storage.get(row.storageKey);
    if (!original) return undefined;
    const body = await encode(original, width, format);
    await fs.mkdir(path.dirname(cached), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = `${cached}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
    await fs.rename(temp, cached);
    return body;
  }

  /** One variant, made now if it is not stored yet; concurrent requests for the same variant share one encode. */
  function variant(id: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | undefined> {
    const key = `${id}/${width}.${format}`;
    let pending = inFlight.get(key);
    if (!pending) {
      const render = () => renderVariant(id, width, format);
      // AVIF waits its turn in its own line before it reads the original, so a long line holds no pictures in memory.
      pending = (format === 'avif' ? avifLine.run(render) : render()).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * What `/files/media/{id}/{width}.{format}` answers. An AVIF not made yet is queued in the background and the WebP
   * of the same width stands in: every browser that asks for AVIF decodes WebP, and it reads the type from the bytes,
   * not the URL. So a shopper never waits for an AVIF encode (a second or more on a busy 2-core machine).
   */
  async function servedVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<ServedVariant | undefined> {
    if (format !== 'avif') {
      const body = await variant(id, width, format);
      return body && { body, format, final: true };
    }
    const stored = await fs.readFile(cachePath(id, width, 'avif')).catch(() => undefined);
    if (stored) return { body: stored, format, final: true };
    const standIn = await variant(id, width, 'webp');
    if (!standIn) return undefined;
    // Only for an image that exists (the WebP was found), so made-up ids cost no queued work. A full line (or a failed
    // encode) is dropped: the next request for this variant asks again.
    variant(id, width, 'avif').catch(() => undefined);
    return { body: standIn, format: 'webp', final: false };
  }

  /** Makes every variant ahead of time (used by the seed so the first shopper never waits for an encode). */
  async function warmVariants(id: string, formats: readonly ImageFormat[] = ['webp']): Promise<void> {
    for (const format of formats) for (const width of IMAGE_WIDTHS) await variant(id, width, format);
  }

  return {
    storeImage,
    variant,
    servedVariant,
    warmVariants,
    avifQueue: avifLine as Pick<WorkQueue, 'running' | 'waiting'>,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
