// Horizontal swipe detection with pointer events (SPEC §9: 50 px threshold), for the gallery and the zoom view.
import { useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '../../../domain/limits.ts';

export type SwipeDirection = 'next' | 'previous';

export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    handlers: {
      onPointerDown(e: PointerEvent) {
        start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
        swiped.current = false;
      },
      onPointerUp(e: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== e.pointerId) return;
        const dx = e.clientX - from.x;
        // Mostly-vertical moves are the page scrolling, not a swipe.
        if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
        swiped.current = true;
        onSwipe(dx < 0 ? 'next' : 'previous');
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    /** True once right after a swipe: the click the browser fires after that pointerup is not a tap. */
    consumeSwipe(): boolean {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
