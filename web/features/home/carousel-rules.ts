// The hero carousel's rules, apart from React: which slide an index means, when the show advances by itself, and
// when a pointer's movement is a drag (SPEC §2: every 5 s); what counts as a swipe is web/lib/swipe.ts.

/** Horizontal movement below this is still a tap (or the start of a vertical scroll), not a drag. */
export const DRAG_START_PX = 8;

/** Any index, past either end, as the slide it lands on: one before the first is the last. */
export const wrapIndex = (i: number, count: number) => ((i % count) + count) % count;

export interface PlaybackInput {
  count: number;
  reducedMotion: boolean;
  /** The shopper pressed pause. */
  stopped: boolean;
  hovered: boolean;
  keyboardInside: boolean;
  dragging: boolean;
}

/** Auto-advance is offered only with several slides and motion welcome, runs until the shopper stops it, and waits
 *  while a mouse rests on it, keyboard focus is inside, or a slide is being dragged. */
export function playback({ count, reducedMotion, stopped, hovered, keyboardInside, dragging }: PlaybackInput) {
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && !stopped;
  return { canRotate, rotating, playing: rotating && !hovered && !keyboardInside && !dragging };
}

/** A pointer moved mostly sideways, far enough to be a drag rather than a tap or a vertical scroll. */
export const dragStarts = (dx: number, dy: number) => Math.abs(dx) >= DRAG_START_PX && Math.abs(dx) >= Math.abs(dy);
