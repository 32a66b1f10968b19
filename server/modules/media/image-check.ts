// What an uploaded file really is (by its first bytes, never by its name or declared type), and its clean re-encoding:
// metadata (EXIF, GPS) and anything hidden after the image data are gone, pixel floods are refused fast.
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPE: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * 25 megapixels: above any phone screenshot (a tall 1440 x 3200 one is 4.6) and a 24-megapixel phone photo, far below
 * what would tie up memory and a thread for seconds (security row 36; issue 11: a 40 MP cap let 8 uploads stall sign-in).
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Stored uploads are at most this many pixels on their long side: enough to read a receipt or zoom a product photo. */
export const MAX_STORED_SIDE = 2_000;

/** Width x height from the file's header alone, without decoding it (cheap: no queue needed); undefined if unreadable. */
export async function pixelCount(input: Buffer): Promise<number | undefined> {
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return width && height ? width * height : undefined;
}

export function detectImageKind(head: Buffer): ImageKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

export interface CleanImage {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes fully, shrinks to MAX_STORED_SIDE, and encodes again in the same format (a screenshot's text stays sharp as
 * PNG). Throws for anything sharp cannot decode completely, including a file that only starts like an image. Shrinking
 * before encoding keeps the expensive step (the encode) small whatever size was sent.
 */
export async function reencodeImage(input: Buffer, kind: ImageKind): Promise<CleanImage> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    kind === 'png'
      ? image.png({ compressionLevel: 9 })
      : kind === 'webp'
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}
