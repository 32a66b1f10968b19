// The OCR engine ended under a read (a stop abandoning it, issue 28): the read fails at once instead of never
// answering, no recognition is sent to the ended worker (tesseract.js would leave an unhandled rejection that ends the
// process), and a read after the close starts a new worker.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProofOcr } from './proof-ocr.ts';

const screenshot = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280"><rect width="100%" height="100%" fill="#fff"/>` +
        `<g font-family="Liberation Sans" font-size="40"><text x="60" y="260">Transfer successful</text>` +
        `<text x="60" y="380">Amount Rs 3,000</text></g></svg>`,
    ),
  )
    .rotate(90) // read upright, then turned: several recognitions, so the close lands during one
    .png()
    .toBuffer();

describe('closing the OCR engine during a read', () => {
  it.each([
    ['while its worker starts', 50],
    ['during a recognition', 1_200],
  ])(
    '%s: the read fails at once, and the next read works',
    async (_when, after) => {
      const ocr = createProofOcr();
      const image = await screenshot();
      const reading = ocr.read(image).then(
        () => 'read before the close',
        (err: Error) => err.message,
      );
      await new Promise((r) => setTimeout(r, after));
      // The read fails as the close begins; the close itself may wait for a starting worker before ending it.
      const closed = Date.now();
      const closing = ocr.close();
      const outcome = await reading;
      expect(Date.now() - closed).toBeLessThan(500);
      await closing;
      expect(['the OCR engine was closed during the read', 'read before the close']).toContain(outcome);
      expect((await ocr.read(image)).text).toMatch(/3,?000/);
      await ocr.close();
    },
    60_000,
  );
});
