// The frame /checkout and /preorder-checkout share around their steps: the blank page while the bag is read from
// storage, the note while the confirmation loads, the empty-bag page, and the steps beside the summary.
import { Suspense, type ReactNode } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps.tsx';

/** The bag is still being read from storage: nothing to show yet, and no empty-bag flash. */
export function CheckoutHydrating() {
  return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-12" aria-busy="true" />;
}

/** Placed: the bag is empty now, and the confirmation is on its way. */
export function PlacedNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[60vh] max-w-xl items-center justify-center px-6 py-24 text-center text-muted"
    >
      {children}
    </div>
  );
}

export function EmptyBag({ title, text, linkLabel }: { title: string; text: string; linkLabel: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <ShoppingBag className="h-12 w-12 text-gold" aria-hidden />
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      <ButtonLink to="/shop" className="mt-8">
        {linkLabel}
      </ButtonLink>
    </div>
  );
}

interface CheckoutLayoutProps {
  title: string;
  step: CheckoutStep;
  /** The steps' names, when not the order checkout's. */
  labels?: readonly [string, string, string];
  /** The summary beside the steps. */
  sidebar: ReactNode;
  /** The current step (the later steps' code downloads while the shopper is on the first: see the routes). */
  children: ReactNode;
}

export function CheckoutLayout({ title, step, labels, sidebar, children }: CheckoutLayoutProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <div className="mt-6 max-w-3xl">
        <CheckoutSteps current={step} labels={labels} />
      </div>
      <div className="mt-8 lg:grid lg:grid-cols-[1fr_380px] lg:items-start lg:gap-12">
        <div className="min-w-0">
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>{children}</Suspense>
        </div>
        <div className="mt-10 lg:mt-0">{sidebar}</div>
      </div>
    </div>
  );
}
