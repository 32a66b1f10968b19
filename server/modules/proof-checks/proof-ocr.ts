// The OCR engine: one tesseract.js worker (its own worker thread) with the English data shipped in
// @tesseract.js-data/eng, read from disk and never downloaded or cached to disk. Started on first use, ended when idle.
// A screenshot is read as it is (measured: sharp's grey/normalise/upscale made no amount or ID better on the corpus and
// cost ~100 ms); it is straightened and read again only when its text lines slope, and turned a quarter only when
// nothing could be read, so a clear proof costs one recognition.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Page, type Worker } from 'tesseract.js';
import { needsPreparing, prepareProof, type Turn } from './proof-image.ts';
import { readProofText, trustedText, type OcrWord } from './proof-text.ts';
import type { ProofReading } from './proof-reading.ts';

const require = createRequire(import.meta.url);
/** The LSTM-only integer model: about 3 MB, and what tesseract.js itself picks for LSTM-only work. */
const LANG_PATH = require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz').replace(/\/[^/]+$/, '');
/** tesseract.js's worker, started at the lowest CPU priority (beside this file, and beside dist/main.js in a build). */
const WORKER_PATH = fileURLToPath(new URL('./ocr-thread.mjs', import.meta.url));
const IDLE_MS = 5 * 60_000;
/** Text lines sloping more than this (degrees) are a photo of the screen or a rotated image: straighten and re-read. */
const MAX_SKEW_DEGREES = 1;
/** Quarter turns tried, in this order, when the upright image gave neither an amount nor an ID. */
const QUARTER_TURNS: Turn[] = [90, 270];

export interface ProofOcr {
  read(image: Buffer): Promise<ProofReading>;
  /** Ends the worker; reads still going fail at once ('the OCR engine was closed during the read'). */
  close(): Promise<void>;
}

const CLOSED = 'the OCR engine was closed during the read';

/** The words of each line with their confidences, for trustedText. */
const ocrLines = (page: Page): OcrWord[][] =>
  (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => line.words.map(({ text, confidence }) => ({ text, confidence }))),
    ),
  );

/** The median slope of the page's longer text lines, in degrees (positive: clockwise). */
export function pageSkew(page: Page): number {
  const slopes = (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map(({ baseline: b }) => ({ dx: b.x1 - b.x0, dy: b.y1 - b.y0 }))
    .filter(({ dx }) => dx > 150)
    .map(({ dx, dy }) => (Math.atan2(dy, dx) * 180) / Math.PI)
    .sort((a, b) => a - b);
  return slopes.length ? slopes[slopes.length >> 1]! : 0;
}

export function createProofOcr(): ProofOcr {
  let worker: Promise<Worker> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  /** Counts the closes: a read begun before one (abandoned by a stop) must not start a new worker after it. */
  let closes = 0;
  /** How to fail each read in progress when the worker is ended under it (its recognition would never answer). */
  const failOnClose = new Set<(err: Error) => void>();

  function started(): Promise<Worker> {
    worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      workerPath: WORKER_PATH,
      gzip: true,
      cacheMethod: 'none',
    }).then(async (created) => {
      // Automatic page segmentation, not tesseract.js's single-block default: on the corpus it found the big amount
      // headlines that single-block skipped (clear amounts 30/30 instead of 29/30) and was no slower.
      // Tesseract's notes ('Estimating resolution as 334' for every screenshot without a DPI) would fill the log.
      await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });
      return created;
    });
    return worker;
  }

  async function recognise(image: Buffer, session: number): Promise<{ page: Page; reading: ProofReading }> {
    // A read the close abandoned between two recognitions must not start a new worker: nobody would end it.
    if (session !== closes) throw new Error(CLOSED);
    const engine = await started();
    // Checked again after the wait, right before the call: tesseract.js asked to recognise on a worker it has
    // terminated never answers and leaves an unhandled rejection, which would end the process.
    if (session !== closes) throw new Error(CLOSED);
    const { data: page } = await engine.recognize(image, {}, { text: true, blocks: true });
    return { page, reading: readProofText(page.text, page.confidence, trustedText(ocrLines(page))) };
  }

  async function read(image: Buffer): Promise<ProofReading> {
    const session = closes;
    const first = await recognise((await needsPreparing(image)) ? (await prepareProof(image)).png : image, session);
    const skew = pageSkew(first.page);
    if (Math.abs(skew) > MAX_SKEW_DEGREES) {
      const straight = await recognise((await prepareProof(image, { skew })).png, session);
      if (straight.reading.readable || !first.reading.readable) return straight.reading;
    }
    if (first.reading.readable) return first.reading;
    for (const turn of QUARTER_TURNS) {
      const turned = await recognise((await prepareProof(image, { turn })).png, session);
      if (turned.reading.readable) return turned.reading;
    }
    return first.reading;
  }

  async function close() {
    closes++;
    for (const fail of failOnClose) fail(new Error(CLOSED));
    failOnClose.clear();
    clearTimeout(idleTimer);
    const running = worker;
    worker = null;
    if (running) await (await running).terminate();
  }

  return {
    async read(image) {
      clearTimeout(idleTimer);
      try {
        return await new Promise<ProofReading>((resolve, reject) => {
          failOnClose.add(reject);
          read(image)
            .then(resolve, reject)
            .finally(() => failOnClose.delete(reject));
        });
      } finally {
        idleTimer = setTimeout(() => void close(), IDLE_MS);
        idleTimer.unref();
      }
    },
    close,
  };
}
