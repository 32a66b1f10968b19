// Payment-proof check benchmark (issue 20): renders the 50-screenshot corpus (server/test/proof-corpus.ts), reads each
// with the shop's OCR and hashes it, and prints how many amounts, IDs, dates and accounts were read right, per app style
// and overall, on clear and altered screenshots, the time per check and what the OCR worker costs to start and hold.
// Run: npm run bench:proofs (tsx, since it imports the TypeScript modules directly).
import sharp from 'sharp';
import { differenceHash } from '../server/modules/proof-checks/proof-hash.ts';
import { createProofOcr } from '../server/modules/proof-checks/proof-ocr.ts';
import { corpusImage, proofCorpus } from '../server/test/proof-corpus.ts';
import { createProofRenderer, PROOF_STYLES } from '../server/test/proof-screenshots.ts';

const FIELDS = ['amount', 'transactionId', 'paidAt', 'accountDigits'];
const corpus = proofCorpus();
const renderer = await createProofRenderer();
const images = [];
for (const entry of corpus) images.push(await corpusImage(entry, renderer));
await renderer.close();

const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const ocr = createProofOcr();
// The worker starts on its first read: a blank 100 x 100 image costs next to nothing to read.
const blank = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
let started = performance.now();
await ocr.read(blank);
const startMs = performance.now() - started;
const rssStarted = process.memoryUsage().rss;

const results = [];
let rssPeak = rssStarted;
for (const [i, entry] of corpus.entries()) {
  started = performance.now();
  const [reading] = await Promise.all([ocr.read(images[i]), differenceHash(images[i])]);
  const ms = performance.now() - started;
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const verdicts = Object.fromEntries(
    FIELDS.map((field) => {
      const [got, shown] = [reading[field], entry.expected[field]];
      return [field, got === shown ? 'right' : got === null ? 'none' : 'wrong'];
    }),
  );
  results.push({ entry, reading, verdicts, ms });
  if (process.env.BENCH_VERBOSE) console.log(entry.name, Math.round(ms), JSON.stringify(verdicts));
}
await ocr.close();

const count = (rows, field, verdict) => rows.filter((row) => row.verdicts[field] === verdict).length;
const cell = (rows, field) => {
  const wrong = count(rows, field, 'wrong');
  return `${count(rows, field, 'right')}/${rows.length}${wrong ? ` (${wrong} wrong)` : ''}`;
};
const line = (label, rows) =>
  `| ${label} | ${FIELDS.map((field) => cell(rows, field)).join(' | ')} | ${rows.filter((row) => !row.reading.readable).length} |`;

console.log(`\nPayment-proof checks, ${corpus.length} screenshots, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| screenshots | amount | transaction ID | date and time | account digits | unreadable |');
console.log('|---|---|---|---|---|---|');
for (const style of PROOF_STYLES)
  for (const altered of [false, true]) {
    const rows = results.filter((row) => row.entry.spec.style === style && row.entry.altered === altered);
    console.log(line(`${style}, ${altered ? 'altered' : 'clear'}`, rows));
  }
console.log(
  line(
    '**all clear**',
    results.filter((row) => !row.entry.altered),
  ),
);
console.log(
  line(
    '**all altered**',
    results.filter((row) => row.entry.altered),
  ),
);
for (const alteration of [...new Set(corpus.map((entry) => entry.alteration))])
  console.log(
    line(
      `_${alteration}_`,
      results.filter((row) => row.entry.alteration === alteration),
    ),
  );

const times = results.map((row) => row.ms).sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
console.log(
  `\nms per check (OCR with any straightening or turning, and the hash): median ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`,
);
console.log(
  `OCR worker: start ${startMs.toFixed(0)} ms; RSS +${mib(rssStarted - rssBefore)} MiB started, +${mib(rssPeak - rssBefore)} MiB at peak while reading`,
);
