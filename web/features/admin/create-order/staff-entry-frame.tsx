// The frame of an admin page where staff enter a record taken by phone or WhatsApp (/admin/create-order,
// /admin/create-preorder): the way back to its section, the heading, a line on what the page is for, and the form.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from '../../../ui/icons/chevron-left.ts';
import { sectionHref, type SectionId } from '../kit/index.ts';

interface StaffEntryFrameProps {
  section: SectionId;
  backLabel: string;
  title: string;
  intro: string;
  children: ReactNode;
}

export function StaffEntryFrame({ section, backLabel, title, intro, children }: StaffEntryFrameProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={sectionHref(section)}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted transition hover:text-ink"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
