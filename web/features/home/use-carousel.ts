// The hero carousel's behaviour: current slide, auto-advance and its pauses, swipe/drag and arrow keys.
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { HERO_ROTATION_MS } from '../../../domain/limits.ts';
import { swipeStep } from '../../lib/swipe.ts';
import { dragStarts, playback, wrapIndex } from './carousel-rules.ts';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [dragPx, setDragPx] = useState(0);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const refocus = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const goTo = (i: number) => setIndex(wrapIndex(i, count));
  const next = () => goTo(index + 1);
  const prev = () => goTo(index - 1);

  const { canRotate, rotating, playing } = playback({
    count,
    reducedMotion,
    stopped,
    hovered,
    keyboardInside,
    dragging: dragPx !== 0,
  });

  // Keyed on index too, so any slide change (by hand or by timer) restarts the full interval.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), HERO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  // Arrow keys pressed on a slide's link would leave focus on a now-inert slide: follow to the new one.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    trackRef.current?.children[index]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [index]);

  const regionProps = {
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(false),
    // Only keyboard focus pauses: a mouse click on an arrow should not stop the show for good.
    onFocus: (e: FocusEvent) => e.target.matches(':focus-visible') && setKeyboardInside(true),
    onBlur: (e: FocusEvent) => !e.currentTarget.contains(e.relatedTarget) && setKeyboardInside(false),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      refocus.current = trackRef.current?.contains(document.activeElement) ?? false;
      if (e.key === 'ArrowRight') next();
      else prev();
    },
  };

  const viewportProps = {
    onPointerDown: (e: PointerEvent) => {
      swallowClick.current = false;
      if (count > 1 && e.button === 0) drag.current = { x: e.clientX, y: e.clientY, moved: false };
    },
    onPointerMove: (e: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      const dx = e.clientX - d.x;
      if (!d.moved) {
        if (!dragStarts(dx, e.clientY - d.y)) return;
        d.moved = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }
      setDragPx(dx);
    },
    onPointerUp: (e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      if (!d?.moved) return;
      const dx = e.clientX - d.x;
      swallowClick.current = true;
      setDragPx(0);
      const step = swipeStep(dx);
      if (step) goTo(index + step);
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragPx(0);
    },
    // A drag that ends over the slide's button must not also follow its link.
    onClickCapture: (e: MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onDragStart: (e: MouseEvent) => e.preventDefault(),
  };

  return {
    index,
    goTo,
    next,
    prev,
    canRotate,
    rotating,
    playing,
    toggleRotation: () => setStopped((s) => !s),
    dragPx,
    trackRef,
    regionProps,
    viewportProps,
  };
}
