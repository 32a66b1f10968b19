// The OCR worker thread (issue 20): tesseract.js's own Node worker, first moved to the lowest CPU priority so that
// reading payment proofs only ever takes CPU that shoppers' requests leave idle. Linux lets a thread lower its own
// priority; elsewhere it runs at the normal one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

try {
  // '/proc/thread-self' points at '<pid>/task/<tid>': this thread's own id.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, 19);
} catch {
  // Not Linux, or no /proc: nothing to lower.
}
createRequire(import.meta.url)('tesseract.js/src/worker-script/node/index.js');
