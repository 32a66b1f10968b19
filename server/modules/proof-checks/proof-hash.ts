// A perceptual hash of a payment screenshot that finds the same proof re-saved, rescaled or re-cropped, yet tells apart
// two genuine screenshots of one app's template (same layout, different amount, ID or date). One difference hash of
// the whole screen cannot: two receipts of one app are the same picture but for a few short lines of digits, and a
// cropped status bar moves every row. So the screen is cut into its text lines and each line gets its own 480-bit
// difference hash; two screenshots are compared line by line, paired in order (see hashDistance). Hashes are hex
// strings of a fixed length (24 lines x 120 characters); compare them with hashDistance only, not bit by bit.
//
// Measured on the 50-screenshot corpus (server/test/proof-corpus.ts, 2026-11-27): 240 copies of the 30 clear ones
// (JPEG q70, WebP, 0.5x, 1.5x, 5-10% cropped off the top and/or bottom) are at distance 0 (200), 1 (31), 2 (4) or
// 3 (5) from their original; the 1,225 pairs of different screenshots are at 6 or more (6: 3 pairs, 7-19: 78, never
// lined up: 1,144). Limit: two receipts that differ only in a few digits (the same amount and payee, an ID differing
// in its last 4 digits, a time 7 minutes later) measured 0-4, so they can be taken for one; that is also what an
// edited copy of a receipt looks like, and the transaction IDs read tell such receipts apart.
import sharp from 'sharp';

/** The screen is read at this width, so line heights and gradients compare across resolutions. */
const WIDTH = 360;
/** Lines kept, top first: more than any confirmation screen has. */
const MAX_LINES = 24;
/** Each line's hash: the line sampled in CELLS_X x CELLS_Y grey cells, each compared with its right-hand neighbour:
 * 480 bits, 120 hex characters. The cells are placed by the line's ink centre and spread, measured to a fraction of a
 * pixel, so a band found one pixel row taller in a rescaled copy samples the same glyph parts. */
const CELLS_X = 81;
const CELLS_Y = 6;
const LINE_HEX = ((CELLS_X - 1) * CELLS_Y) / 4;
/** A line is compared in four quarters of its width: the digits that tell two receipts apart sit in one or two of
 * them, while resampling noise spreads over all four. */
const SEGMENTS = 4;
const SEGMENT_COLS = (CELLS_X - 1) / SEGMENTS;
const SEGMENT_BITS = SEGMENT_COLS * CELLS_Y;
const NO_LINE = '0'.repeat(LINE_HEX);
/** A cell is brighter than its neighbour only by this much or more: blank paper with JPEG noise gives all zeros. */
const STEP = 6;
/** A grey step this strong between neighbouring pixels is an edge of a glyph, not JPEG noise or a gradient. */
const EDGE = 28;
/** A pixel row with this many edges crosses text. */
const ROW_EDGES = 10;
/** Bands of text rows lower than this are rules or noise, not lines. */
const MIN_LINE_ROWS = 3;

function edgesOnRow(grey: Buffer, y: number): number {
  let edges = 0;
  for (let x = y * WIDTH; x < (y + 1) * WIDTH - 1; x++) if (Math.abs(grey[x]! - grey[x + 1]!) >= EDGE) edges++;
  return edges;
}

/** Mean grey of CELLS_X x CELLS_Y cells whose rows start at `top` and are `cellHeight` high, both fractional: each
 * pixel row counts for the part of it inside the cell. Rows outside the image are white. */
function sampleCells(grey: Buffer, height: number, top: number, cellHeight: number): Float64Array {
  const cells = new Float64Array(CELLS_X * CELLS_Y);
  for (let row = 0; row < CELLS_Y; row++) {
    const [from, to] = [top + row * cellHeight, top + (row + 1) * cellHeight];
    for (let y = Math.floor(from); y < to; y++) {
      const part = Math.min(to, y + 1) - Math.max(from, y);
      for (let x = 0; x < WIDTH; x++) {
        const value = y >= 0 && y < height ? grey[y * WIDTH + x]! : 255;
        cells[row * CELLS_X + Math.floor((x * CELLS_X) / WIDTH)]! += value * part;
      }
    }
  }
  const perCell = cellHeight * (WIDTH / CELLS_X);
  return cells.map((sum) => sum / perCell);
}

/** Each text line of the screenshot as 480 bits of difference hash, top first, padded with empty lines to
 * MAX_LINES: a hex string of MAX_LINES * LINE_HEX characters. */
export async function differenceHash(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .grayscale()
    .resize({ width: WIDTH })
    .normalise()
    .blur(0.7)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const height = info.height;
  const inked = Array.from({ length: height }, (_, y) => edgesOnRow(data, y) >= ROW_EDGES);
  const bands: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    if (!inked[y]) continue;
    let end = y;
    while (end + 1 < height && (inked[end + 1] || (end + 2 < height && inked[end + 2]))) end++;
    if (end - y + 1 >= MIN_LINE_ROWS) bands.push([y, end]);
    y = end;
  }
  // How much each row changes along its length, unthresholded, so a line's centre and spread move smoothly.
  const rowEnergy = inked.map((_, y) => {
    let sum = 0;
    for (let x = y * WIDTH; x < (y + 1) * WIDTH - 1; x++) sum += Math.abs(data[x]! - data[x + 1]!);
    return sum;
  });
  const lines = bands.slice(0, MAX_LINES).map(([top, bottom]) => {
    // The line's vertical centre and spread, weighted by its energy; the window is centre ± 2 spreads.
    let weight = 0;
    let centre = 0;
    for (let y = top; y <= bottom; y++) {
      weight += rowEnergy[y]!;
      centre += y * rowEnergy[y]!;
    }
    centre /= weight || 1;
    let spread = 0;
    for (let y = top; y <= bottom; y++) spread += rowEnergy[y]! * (y - centre) ** 2;
    spread = Math.max(1, Math.sqrt(spread / (weight || 1)));
    const cells = sampleCells(data, height, centre - 2 * spread + 0.5, (4 * spread) / CELLS_Y);
    // Bits in SEGMENTS runs of neighbouring columns, each run a contiguous part of the line's hash (see hashDistance).
    let bits = 0n;
    for (let segment = 0; segment < SEGMENTS; segment++)
      for (let row = 0; row < CELLS_Y; row++)
        for (let col = segment * SEGMENT_COLS; col < (segment + 1) * SEGMENT_COLS; col++)
          bits = (bits << 1n) | (cells[row * CELLS_X + col]! - cells[row * CELLS_X + col + 1]! >= STEP ? 1n : 0n);
    return (bits || 1n).toString(16).padStart(LINE_HEX, '0'); // never NO_LINE: that means 'no line here'
  });
  return [...lines, ...Array<string>(MAX_LINES - lines.length).fill(NO_LINE)].join('');
}

/** A hash's text lines parsed for comparing (proofLines): each line as WORDS_PER_LINE 24-bit words, the line's
 *  SEGMENTS quarters WORDS_PER_SEGMENT words each, so a quarter's differing bits are a few 32-bit popcounts. */
export type ProofLines = Uint32Array;
const WORD_HEX = 6;
const WORDS_PER_SEGMENT = SEGMENT_BITS / (4 * WORD_HEX);
const WORDS_PER_LINE = SEGMENTS * WORDS_PER_SEGMENT;

/** The text lines of a hash, top first, ready for linesDistance; parse a stored hash once and keep this. */
export function proofLines(hash: string): ProofLines {
  const lines: string[] = [];
  for (let line = 0; line < MAX_LINES; line++) {
    const hex = hash.slice(line * LINE_HEX, (line + 1) * LINE_HEX);
    if (hex.length === LINE_HEX && hex !== NO_LINE) lines.push(hex);
  }
  const words = new Uint32Array(lines.length * WORDS_PER_LINE);
  lines.forEach((hex, line) => {
    for (let w = 0; w < WORDS_PER_LINE; w++)
      words[line * WORDS_PER_LINE + w] = parseInt(hex.slice(w * WORD_HEX, (w + 1) * WORD_HEX), 16);
  });
  return words;
}

/** Set bits of a 32-bit word. */
function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Two lines are different when a quarter of them (120 bits) differs by more bits than this. Chosen from the corpus:
 * 8 let JPEG and rescaling noise split copies (copies up to distance 5), 12 let receipts of one app pair up (two
 * different ones at distance 2); 10 keeps both apart (copies at most 3, different receipts at least 6). */
const SEGMENT_DIFF_BITS = 10;
/** Fewer lines than this matched say nothing: a blank or textless image is never 'the same' as another. */
const MIN_MATCHED = 6;
/** The distance of two images that never line up. */
const UNRELATED = MAX_LINES;

function sameLine(left: ProofLines, i: number, right: ProofLines, j: number): boolean {
  for (let segment = 0; segment < SEGMENTS; segment++) {
    let bits = 0;
    for (let w = segment * WORDS_PER_SEGMENT; w < (segment + 1) * WORDS_PER_SEGMENT; w++)
      bits += popcount(left[i * WORDS_PER_LINE + w]! ^ right[j * WORDS_PER_LINE + w]!);
    if (bits > SEGMENT_DIFF_BITS) return false;
  }
  return true;
}

// Work space of linesDistance, reused: it runs thousands of times per check, synchronously.
const sameAt = new Uint8Array(MAX_LINES * MAX_LINES);
const pairs = new Int32Array((MAX_LINES + 1) * (MAX_LINES + 1));

/**
 * How many text lines differ between two screenshots: the lines of each are paired in order (a longest common
 * subsequence of matching lines, so a crop or a line split in two costs nothing elsewhere), and every line left
 * unpaired between the first and last pair counts. MAX_LINES when fewer than MIN_MATCHED lines pair up.
 */
export function linesDistance(left: ProofLines, right: ProofLines): number {
  const [n, m] = [left.length / WORDS_PER_LINE, right.length / WORDS_PER_LINE];
  if (n < MIN_MATCHED || m < MIN_MATCHED) return UNRELATED;
  // Which lines match, and a quick way out: most pairs of stored proofs share fewer than MIN_MATCHED lines.
  let linesWithMatch = 0;
  for (let i = 0; i < n; i++) {
    let any = 0;
    for (let j = 0; j < m; j++) any |= sameAt[i * m + j] = sameLine(left, i, right, j) ? 1 : 0;
    linesWithMatch += any;
  }
  if (linesWithMatch < MIN_MATCHED) return UNRELATED;
  // pairs[i][j]: most pairs among left[i..] and right[j..].
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let j = 0; j <= m; j++) pairs[at(n, j)] = 0;
  for (let i = n - 1; i >= 0; i--) {
    pairs[at(i, m)] = 0;
    for (let j = m - 1; j >= 0; j--)
      pairs[at(i, j)] = Math.max(
        pairs[at(i + 1, j)]!,
        pairs[at(i, j + 1)]!,
        sameAt[i * m + j] ? pairs[at(i + 1, j + 1)]! + 1 : 0,
      );
  }
  const matched = pairs[at(0, 0)]!;
  if (matched < MIN_MATCHED) return UNRELATED;
  // Walk one best pairing to find the first and last pairs of each side.
  let first: [number, number] | undefined;
  let last: [number, number] = [0, 0];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (sameAt[i * m + j] && pairs[at(i, j)] === pairs[at(i + 1, j + 1)]! + 1) {
      first ??= [i, j];
      last = [i++, j++];
    } else if (pairs[at(i + 1, j)]! >= pairs[at(i, j + 1)]!) i++;
    else j++;
  }
  const span = (from: number, to: number) => to - from + 1;
  return Math.min(UNRELATED, span(first![0], last[0]) - matched + span(first![1], last[1]) - matched);
}

/** linesDistance of two hashes as stored. */
export const hashDistance = (a: string, b: string): number => linesDistance(proofLines(a), proofLines(b));

/** Whether a hash has enough text lines ever to be found the same as another: a blank or textless picture never is,
 *  so its hash need not be kept or compared. */
export function mayMatchAnother(hash: string): boolean {
  let lines = 0;
  for (let i = 0; i + LINE_HEX <= hash.length; i += LINE_HEX) if (hash.slice(i, i + LINE_HEX) !== NO_LINE) lines++;
  return lines >= MIN_MATCHED;
}

/** The most unpaired lines (both sides counted) two hashes of the same screenshot may have: measured at most 3 for
 * re-saved, rescaled and cropped copies (a crop cuts a line in half, JPEG splits a line's band), at least 6 between
 * different receipts, whose ID, amount and time lines differ. */
export const SAME_PROOF_MAX_DISTANCE = 3;

/** Whether two proofs' lines are taken to be the same screenshot. */
export const sameProofLines = (a: ProofLines, b: ProofLines): boolean => linesDistance(a, b) <= SAME_PROOF_MAX_DISTANCE;

/** Whether two proof hashes as stored are taken to be the same screenshot. */
export const sameProofImage = (a: string, b: string): boolean => sameProofLines(proofLines(a), proofLines(b));
