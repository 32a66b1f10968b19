// Previous, numbered pages and Next (SPEC §2), with long ranges folded around the current page.
import { Link, useSearchParams } from 'react-router';
import { withChanges } from './shop-query.ts';

export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ currentPage, totalPages }: { currentPage: number; totalPages: number }) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (page: number) => `?${withChanges(params, { page: String(page) }).toString()}`;
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm transition';
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-1">
      {currentPage > 1 ? (
        <Link to={href(currentPage - 1)} className={`${item} hover:bg-sand`} preventScrollReset={false}>
          Previous
        </Link>
      ) : (
        <span className={`${item} text-muted/60`} aria-disabled="true">
          Previous
        </span>
      )}
      {pageNumbers(currentPage, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === currentPage ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={`${item} ${p === currentPage ? 'bg-ink text-white' : 'hover:bg-sand'}`}
          >
            {p}
          </Link>
        ),
      )}
      {currentPage < totalPages ? (
        <Link to={href(currentPage + 1)} className={`${item} hover:bg-sand`}>
          Next
        </Link>
      ) : (
        <span className={`${item} text-muted/60`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
