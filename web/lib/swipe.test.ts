// The swipe rule every swipeable view shares: over 50 px, not at 50.
import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe.ts';

describe('swipeStep', () => {
  it.each([
    [-51, 1],
    [-200, 1],
    [51, -1],
    [-50, 0],
    [50, 0],
    [0, 0],
  ])('a release after %i px moves %i items', (dx, step) => {
    expect(swipeStep(dx)).toBe(step);
  });
});
