// The home page's section heading: a small coloured eyebrow over a display title, with an optional link on the right.
import { Link } from 'react-router';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  link?: { to: string; label: string };
}

export function SectionHeading({ id, eyebrow, title, link }: SectionHeadingProps) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
      </div>
      {link && (
        <Link
          to={link.to}
          prefetch="intent"
          className="group inline-flex shrink-0 items-center gap-1.5 pb-1 text-sm font-semibold underline-offset-4 hover:text-madder hover:underline"
        >
          {link.label}
          <span className="sr-only"> {title}</span>
          <span aria-hidden className="transition-transform group-hover:translate-x-0.5">
            →
          </span>
        </Link>
      )}
    </div>
  );
}
