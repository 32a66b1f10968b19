// The checkout's progress indicator (SPEC §2): CART, PAYMENT, REVIEW & ORDER (the preorder checkout names its own
// three steps), with the current step marked.
import { Check } from '../../ui/icons/check.ts';

export const CHECKOUT_STEPS = ['CART', 'PAYMENT', 'REVIEW & ORDER'] as const;
export type CheckoutStep = 1 | 2 | 3;

export function CheckoutSteps({
  current,
  labels = CHECKOUT_STEPS,
}: {
  current: CheckoutStep;
  labels?: readonly [string, string, string];
}) {
  return (
    <ol aria-label="Checkout progress" className="flex items-start gap-2 sm:items-center sm:gap-4">
      {labels.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-4 sm:text-left"
            aria-current={active ? 'step' : undefined}
          >
            <span
              aria-hidden
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                done ? 'bg-leaf text-white' : active ? 'bg-ink text-white' : 'border border-linen bg-white text-muted'
              }`}
            >
              {done ? <Check className="h-4 w-4" /> : step}
            </span>
            <span
              className={`text-[11px] font-semibold tracking-[0.12em] sm:text-xs sm:tracking-[0.18em] ${active ? 'text-ink' : 'text-muted'}`}
            >
              {label}
              <span className="sr-only">{done ? ', done' : active ? ', current step' : ''}</span>
            </span>
            {step < labels.length && (
              <span aria-hidden className={`hidden h-px flex-1 sm:block ${done ? 'bg-leaf' : 'bg-linen'}`} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
