// Prepares a payment screenshot for OCR with sharp when reading it as it is would not do: EXIF orientation applied,
// grey, dark mode turned light, small images enlarged, contrast stretched, and a sloping or sideways image turned
// upright, so tesseract sees dark level text on a light page at a size it reads well.
import sharp from 'sharp';

export type Turn = 0 | 90 | 180 | 270;

/** Below this width a phone screenshot's text is too small for tesseract's LSTM: enlarge it to this width. */
const MIN_WIDTH = 1000;
/** A narrower image is read after preparing; wider ones are read as they are (see proof-ocr.ts). */
const PREPARE_BELOW_WIDTH = 600;
/** A mean grey below this is a dark-mode screen (light text on dark): invert it. */
const DARK_MEAN = 110;

const decoded = (image: Buffer) => sharp(image, { failOn: 'none', limitInputPixels: 50_000_000 });

/** Whether an image must be prepared before its first read: turned by its EXIF orientation, or small. */
export async function needsPreparing(image: Buffer): Promise<boolean> {
  const { orientation, width } = await decoded(image).metadata();
  return (orientation ?? 1) > 1 || width < PREPARE_BELOW_WIDTH;
}

export interface PreparedProof {
  /** A greyscale PNG, ready for tesseract. */
  png: Buffer;
  /** Whether the screen was dark and was inverted. */
  inverted: boolean;
}

/**
 * The screenshot as tesseract reads it best: upright by its EXIF orientation, grey, light, contrast stretched, at
 * least MIN_WIDTH wide; then turned a further `turn` degrees, and straightened by `skew` degrees (the slope measured on
 * its text lines).
 */
export async function prepareProof(image: Buffer, { turn = 0, skew = 0 }: { turn?: Turn; skew?: number } = {}) {
  const grey = await decoded(image).rotate().grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  let sum = 0;
  for (let i = 0; i < grey.data.length; i += 7) sum += grey.data[i]!;
  const inverted = sum / Math.ceil(grey.data.length / 7) < DARK_MEAN;
  let pipeline = sharp(grey.data, { raw: { width, height, channels: 1 } });
  if (inverted) pipeline = pipeline.negate();
  pipeline = pipeline.normalise();
  if (width < MIN_WIDTH) pipeline = pipeline.resize({ width: MIN_WIDTH, kernel: 'lanczos3' });
  if (turn || skew) {
    // sharp applies one rotation per pipeline: the quarter turn and the straightening are one angle.
    pipeline = pipeline.rotate(turn - skew, { background: '#ffffff' });
  }
  const png = await pipeline.withMetadata({ density: 300 }).png({ compressionLevel: 1 }).toBuffer();
  return { png, inverted } satisfies PreparedProof;
}
