// The reuse hash's comparison on made-up line hashes: lines paired in order, a crop costs nothing, a changed line
// counts on both sides, and too few lines never make two images 'the same'. (Real screenshots: proof-accuracy.test.ts.)
import { describe, expect, it } from 'vitest';
import { hashDistance, SAME_PROOF_MAX_DISTANCE, sameProofImage } from './proof-hash.ts';

const LINE_HEX = 120;
const MAX_LINES = 24;
/** A made-up line hash: every quarter of the line full of one hex digit pattern, so lines n and m differ widely. */
const line = (n: number) =>
  ((n * 2654435761) >>> 0)
    .toString(16)
    .padStart(8, '1')
    .repeat(LINE_HEX / 8);
const hashOf = (lines: string[]) => [...lines, ...Array(MAX_LINES - lines.length).fill('0'.repeat(LINE_HEX))].join('');
const screen = Array.from({ length: 14 }, (_, i) => line(i + 1));

describe('hashDistance', () => {
  it('is 0 for the same lines, and for a copy with lines cropped off the top and bottom', () => {
    expect(hashOf(screen)).toHaveLength(MAX_LINES * LINE_HEX);
    expect(hashDistance(hashOf(screen), hashOf(screen))).toBe(0);
    expect(hashDistance(hashOf(screen), hashOf(screen.slice(2, -1)))).toBe(0);
  });

  it('counts a changed line on both sides, so two receipts differing in three lines are apart', () => {
    const other = screen.map((hex, i) => ([4, 7, 11].includes(i) ? line(100 + i) : hex));
    expect(hashDistance(hashOf(screen), hashOf(other))).toBe(6);
    expect(sameProofImage(hashOf(screen), hashOf(other))).toBe(false);
  });

  it('tolerates one line split in two, as JPEG noise can do', () => {
    const split = [...screen.slice(0, 5), line(200), line(201), ...screen.slice(6)];
    expect(hashDistance(hashOf(screen), hashOf(split))).toBeLessThanOrEqual(SAME_PROOF_MAX_DISTANCE);
  });

  it('never calls images with fewer than six lines in common the same', () => {
    expect(hashDistance(hashOf([]), hashOf([]))).toBe(MAX_LINES);
    expect(sameProofImage(hashOf(screen.slice(0, 5)), hashOf(screen.slice(0, 5)))).toBe(false);
    expect(sameProofImage(hashOf(screen), hashOf(screen.map((_, i) => line(300 + i))))).toBe(false);
  });
});
