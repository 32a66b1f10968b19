// The hero carousel's rules (SPEC §2: auto-rotating, swipe or drag over 50 px, arrows and dots): slides wrap at both
// ends, the show runs only when it can and nobody is looking closely, and only a sideways drag past 50 px changes slide.
import { describe, expect, it } from 'vitest';
import { dragStarts, playback, wrapIndex } from './carousel-rules.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
    [-4, 3, 2],
    [7, 3, 1],
    [5, 1, 0],
  ])('index %i of %i slides is slide %i', (i, count, slide) => {
    expect(wrapIndex(i, count)).toBe(slide);
  });
});

describe('playback', () => {
  const idle = {
    count: 3,
    reducedMotion: false,
    stopped: false,
    hovered: false,
    keyboardInside: false,
    dragging: false,
  };

  it('plays several slides for a shopper who welcomes motion', () => {
    expect(playback(idle)).toEqual({ canRotate: true, rotating: true, playing: true });
  });

  it('offers no rotation for one slide, or when the shopper asked for reduced motion', () => {
    expect(playback({ ...idle, count: 1 })).toEqual({ canRotate: false, rotating: false, playing: false });
    expect(playback({ ...idle, reducedMotion: true })).toEqual({ canRotate: false, rotating: false, playing: false });
  });

  it('stays stopped once the shopper pressed pause', () => {
    expect(playback({ ...idle, stopped: true })).toEqual({ canRotate: true, rotating: false, playing: false });
  });

  it.each(['hovered', 'keyboardInside', 'dragging'] as const)('waits while %s, still rotating', (pause) => {
    expect(playback({ ...idle, [pause]: true })).toEqual({ canRotate: true, rotating: true, playing: false });
  });
});

describe('dragStarts', () => {
  it.each([
    [7, 0, false],
    [-7, 0, false],
    [8, 0, true],
    [-8, 3, true],
    [10, 10, true],
    [10, 11, false],
    [-20, -40, false],
  ])('a move of %i px across and %i px down starts a drag: %s', (dx, dy, starts) => {
    expect(dragStarts(dx, dy)).toBe(starts);
  });
});
