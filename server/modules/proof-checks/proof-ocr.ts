// The OCR engine: one tesseract.js worker (its own worker thread) with the English data shipped in
// @tesseract.js-data/eng, read from disk and never downloaded or cached to disk. Started on first use, ended when idle.
import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { readProofText } from './proof-text.ts';
import type { ProofReading } from './proof-reading.ts';

const require = createRequire(import.meta.url);
/** The LSTM-only integer model: about 3 MB, and what tesseract.js itself picks for LSTM-only work. */
const LANG_PATH = require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz').replace(/\/[^/]+$/, '');
const IDLE_MS = 5 * 60_000;

export interface ProofOcr {
  read(image: Buffer): Promise<ProofReading>;
  close(): Promise<void>;
}

export function createProofOcr(): ProofOcr {
  let worker: Promise<Worker> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;

  function started(): Promise<Worker> {
    worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
    return worker;
  }

  async function close() {
    clearTimeout(idleTimer);
    const running = worker;
    worker = null;
    if (running) await (await running).terminate();
  }

  return {
    async read(image) {
      clearTimeout(idleTimer);
      try {
        const { data } = await (await started()).recognize(image);
        return readProofText(data.text, data.confidence);
      } finally {
        idleTimer = setTimeout(() => void close(), IDLE_MS);
        idleTimer.unref();
      }
    },
    close,
  };
}
