// The heading of the current checkout step; it takes focus when the shopper moves to the step, so keyboard and
// screen-reader users start at the top of the new step instead of on a button that is gone.
import { useEffect, useRef } from 'react';

/** `focus`: the shopper arrived by changing step (not on the page's first render, where focus stays at the top). */
export function StepHeading({ focus, children }: { focus: boolean; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Decided when the step mounts; later renders do not move focus again.
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-2xl outline-none sm:text-3xl">
      {children}
    </h2>
  );
}
