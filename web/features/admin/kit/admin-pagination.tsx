// Pages of an admin list (inventory, orders, customers, users): Previous, the page numbers (a window around the
// current one on long lists), Next.
import { Button } from '../../../ui/button.tsx';

function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

export function AdminPagination({
  page,
  totalPages,
  disabled,
  onPage,
}: {
  page: number;
  totalPages: number;
  disabled: boolean;
  onPage(page: number): void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button
        variant="secondary"
        className="min-h-10 px-4! py-2!"
        disabled={page <= 1 || disabled}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <ol className="flex items-center gap-1">
        {pageNumbers(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPage(p)}
                className={`inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-medium tabular-nums transition ${
                  p === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand'
                }`}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <Button
        variant="secondary"
        className="min-h-10 px-4! py-2!"
        disabled={page >= totalPages || disabled}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
