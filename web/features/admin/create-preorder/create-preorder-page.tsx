// The frame of /admin/create-preorder: the way back to the Preorders section, the heading, and the form; once the
// preorder is placed, staff land on the Preorders tab searched to it, to post its photos and payments from there.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronLeft } from '../../../ui/icons/chevron-left.ts';
import { sectionHref } from '../admin-sections.ts';
import { CreatePreorderForm } from './create-preorder-form.tsx';

export function CreatePreorderFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={sectionHref('preorders')}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted transition hover:text-ink"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Back to preorders
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">Create a preorder</h1>
      <p className="mt-2 max-w-prose text-muted">
        For a preorder taken by phone or WhatsApp: any size, made to order. The customer pays 50% now and the rest plus
        delivery when the piece is ready.
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function CreatePreorder() {
  const navigate = useNavigate();
  return (
    <CreatePreorderForm
      onPlaced={(preorder) => void navigate(`${sectionHref('preorders')}&q=${encodeURIComponent(preorder.preorderId)}`)}
    />
  );
}
