// When a sideways pointer movement is a swipe (SPEC §9: over 50 px): one rule for the hero carousel and the gallery.
import { SWIPE_THRESHOLD_PX } from '../../domain/limits.ts';

/** A release past the threshold goes to the next item (leftwards) or the previous one (rightwards). */
export function swipeStep(dx: number): 1 | -1 | 0 {
  if (dx < -SWIPE_THRESHOLD_PX) return 1;
  if (dx > SWIPE_THRESHOLD_PX) return -1;
  return 0;
}
