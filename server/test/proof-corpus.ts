// The payment-proof test corpus (issue 20): 50 screenshots in five app styles at three phone sizes, each with the
// figures it shows, 30 as the phone saved them and 20 altered the way proofs arrive (blurred, cropped, rotated, small,
// re-compressed). A seeded generator makes the same corpus on every run.
import sharp from 'sharp';
import {
  PROOF_STYLES,
  type Phone,
  type ProofRenderer,
  type ProofScreenshotSpec,
  type ProofStyle,
} from './proof-screenshots.ts';

export type Alteration = 'none' | 'dark' | 'blur' | 'crop' | 'rotate-small' | 'rotate-90' | 'jpeg-low' | 'small';

export interface ProofCorpusEntry {
  name: string;
  spec: ProofScreenshotSpec;
  alteration: Alteration;
  /** Clear: the screenshot as the phone saved it (dark mode included). Altered: changed after, as proofs arrive. */
  altered: boolean;
  expected: { amount: number; transactionId: string; paidAt: string; accountDigits: string };
}

/** mulberry32: a small seeded generator, so the corpus never changes between runs. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { next, int, digits, pick };
}

const PHONE_CYCLE: Phone[] = ['small', 'iphone', 'large'];
const ALTERATIONS: Alteration[] = ['blur', 'crop', 'rotate-small', 'rotate-90', 'jpeg-low', 'small'];
const ID_LETTERS = 'ABCDEFGHJKMNPQRTUVWXYZ';
const NAMES = ['Hunar Handmade', 'Hunar Clothing', 'Ayesha Khan', 'Hunar Store'];

/** Karachi's wall clock to the minute, as the parsers give it. */
const karachiMinute = (when: Date) => new Date(when.getTime() + 5 * 3600_000).toISOString().slice(0, 16);

function specFor(style: ProofStyle, rng: ReturnType<typeof seeded>, phone: Phone, dark: boolean) {
  // Amounts as shops see them: round hundreds and odd sums, from a small top-up to a bridal order.
  const amount = rng.pick([rng.int(5, 300) * 50, rng.int(1000, 99999), rng.int(100, 250) * 1000]);
  const paidAt = new Date(
    Date.UTC(2026, rng.int(0, 10), rng.int(1, 28), rng.int(0, 23), rng.int(0, 59), rng.int(0, 59)),
  );
  const last4 = rng.digits(4);
  const ibanAccount = `000000${rng.digits(10)}`;
  const byStyle: Record<ProofStyle, { transactionId: string; account: string; accountDigits: string }> = {
    easypaisa: {
      transactionId: `3${rng.digits(10)}`,
      account: `03${rng.digits(2)} ****${last4.slice(1)}`,
      accountDigits: last4.slice(1),
    },
    jazzcash: { transactionId: `0${rng.digits(10)}`, account: `03XX-XXX${last4}`, accountDigits: last4 },
    hbl: { transactionId: `FT${rng.digits(10)}`, account: `****${last4}`, accountDigits: last4 },
    meezan: {
      transactionId: rng.digits(12),
      account: `PK${rng.digits(2)} MEZN ${ibanAccount.match(/.{4}/g)!.join(' ')}`,
      accountDigits: ibanAccount,
    },
    alfalah: {
      transactionId: Array.from({ length: 11 }, (_, i) =>
        i % 3 === 1 ? rng.pick([...ID_LETTERS]) : String(rng.int(0, 9)),
      ).join(''),
      account: `****${last4}`,
      accountDigits: last4,
    },
  };
  const { accountDigits, ...shown } = byStyle[style];
  const fee = style === 'jazzcash' || rng.next() < 0.5 ? 0 : rng.pick([15, 25, 50]);
  const spec: ProofScreenshotSpec = { style, amount, paidAt, phone, dark, fee, recipient: rng.pick(NAMES), ...shown };
  return {
    spec,
    expected: { amount, transactionId: shown.transactionId, paidAt: karachiMinute(paidAt), accountDigits },
  };
}

/** The 50 entries: per style, 6 clear (one in dark mode) and 4 altered ones. */
export function proofCorpus(): ProofCorpusEntry[] {
  const rng = seeded(20);
  const entries: ProofCorpusEntry[] = [];
  let n = 0;
  let alterations = 0;
  for (const style of PROOF_STYLES) {
    for (let i = 0; i < 10; i++, n++) {
      const alteration: Alteration =
        i < 5 ? 'none' : i === 5 ? 'dark' : ALTERATIONS[alterations++ % ALTERATIONS.length]!;
      const { spec, expected } = specFor(style, rng, PHONE_CYCLE[n % 3]!, alteration === 'dark');
      const altered = alteration !== 'none' && alteration !== 'dark';
      entries.push({ name: `${style}-${i + 1}-${alteration}`, spec, alteration, altered, expected });
    }
  }
  return entries;
}

/** The screenshot an entry stands for: rendered, then altered. */
export async function corpusImage(entry: ProofCorpusEntry, renderer: ProofRenderer): Promise<Buffer> {
  const png = await renderer.render(entry.spec);
  const { width, height } = await sharp(png).metadata();
  const image = sharp(png);
  switch (entry.alteration) {
    case 'blur':
      return image.blur(2).png().toBuffer();
    case 'crop': // the status bar and the buttons cut off
      return image
        .extract({ left: 0, top: Math.round(height * 0.06), width, height: Math.round(height * 0.84) })
        .png()
        .toBuffer();
    case 'rotate-small': // a photo of the screen, a little askew
      return image
        .rotate(3 + (entry.name.length % 6), { background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
    case 'rotate-90':
      return image.rotate(90).png().toBuffer();
    case 'jpeg-low':
      return image.jpeg({ quality: 20 }).toBuffer();
    case 'small': // forwarded through a chat app that shrank it
      return image
        .resize({ width: Math.round(width * 0.4) })
        .jpeg({ quality: 70 })
        .toBuffer();
    default:
      return png;
  }
}

/** Copies of one screenshot that are still the same proof: re-saved, rescaled and re-cropped. */
export async function reuseCopies(png: Buffer): Promise<{ name: string; image: Buffer }[]> {
  const { width, height } = await sharp(png).metadata();
  const crop = (top: number, bottom: number) =>
    sharp(png)
      .extract({ left: 0, top: Math.round(height * top), width, height: Math.round(height * (1 - top - bottom)) })
      .png({ compressionLevel: 1 })
      .toBuffer();
  return Promise.all(
    Object.entries({
      'jpeg q70': sharp(png).jpeg({ quality: 70 }).toBuffer(),
      webp: sharp(png).webp({ quality: 75 }).toBuffer(),
      'scaled 0.5x': sharp(png)
        .resize({ width: Math.round(width * 0.5) })
        .png()
        .toBuffer(),
      'scaled 1.5x': sharp(png)
        .resize({ width: Math.round(width * 1.5) })
        .jpeg({ quality: 85 })
        .toBuffer(),
      'status bar cropped (5%)': crop(0.05, 0),
      'top 10% cropped': crop(0.1, 0),
      'bottom 10% cropped': crop(0, 0.1),
      'top 5% and bottom 8% cropped, JPEG': crop(0.05, 0.08).then((b) => sharp(b).jpeg({ quality: 80 }).toBuffer()),
    }).map(async ([name, image]) => ({ name, image: await image })),
  );
}
