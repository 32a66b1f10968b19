// The frame of both product editor pages: the way back to the Inventory section, the page heading, and the states
// shown instead of the form (checking who you are, Access Denied, Product not found, Error loading product).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
import { ChevronLeft } from '../../../ui/icons/chevron-left.ts';
import { sectionHref } from '../kit/index.ts';

export function EditorFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={sectionHref('inventory')}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted transition hover:text-ink"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Back to inventory
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
      {intro && <p className="mt-2 max-w-prose text-muted">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function EditorLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className="h-56 animate-pulse rounded-2xl bg-sand/70" />
      <div className="h-40 animate-pulse rounded-2xl bg-sand/50" />
    </div>
  );
}

/** A full-width message with a way back to the admin panel (SPEC §2: 'back to /admin'). */
export function EditorMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <ButtonLink to={sectionHref('inventory')} variant={children ? 'secondary' : 'primary'}>
          Back to admin
        </ButtonLink>
      </div>
    </div>
  );
}
