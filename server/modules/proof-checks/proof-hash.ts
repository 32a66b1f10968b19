// A difference hash (dHash) of a screenshot: 64 bits that stay nearly the same when the picture is re-saved, scaled or
// lightly cropped, so the same proof sent for two orders is found whatever its file looks like.
import sharp from 'sharp';

/** 64-bit dHash as 16 hex characters: each bit says whether a pixel is brighter than its right-hand neighbour. */
export async function differenceHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image).rotate().grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++)
      bits = (bits << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** The most bits two hashes of the same screenshot (re-saved, rescaled, status bar cropped) are allowed to differ by. */
export const SAME_PROOF_MAX_DISTANCE = 6;

/** Whether two proof hashes are taken to be the same screenshot. */
export const sameProofImage = (a: string, b: string): boolean => hashDistance(a, b) <= SAME_PROOF_MAX_DISTANCE;
