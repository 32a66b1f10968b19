// Horizontal swipe detection with pointer events (the rule is web/lib/swipe.ts's, as the hero carousel's), for the gallery and the zoom view.
import { useRef, type PointerEvent } from 'react';
import { swipeStep } from '../../lib/swipe.ts';

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
        const step = swipeStep(dx);
        if (step === 0 || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
        swiped.current = true;
        onSwipe(step === 1 ? 'next' : 'previous');
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
