// The body every paged admin list shares: its alert, placeholder rows while the first page loads, then the count (announced),
// the rows or the empty state, and the pagination; a reload dims the rows instead of emptying the list.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import type { Icon as IconType } from '../../../ui/icons/icon.ts';
import { AdminPagination } from './admin-pagination.tsx';

/** The placeholder rows an admin list shows while its first page loads, announced to screen readers. */
export function ListLoading({ label, rowHeight = 'h-14' }: { label: string; rowHeight?: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${rowHeight} animate-pulse rounded-lg bg-sand/70`} />
      ))}
    </div>
  );
}

/** The list's alert: an action staff took that was refused, or else a page that failed to load, with Retry. */
export function ListAlert({
  actionError = null,
  loadError,
  onRetry,
}: {
  actionError?: string | null;
  loadError: string | null;
  onRetry: () => void;
}) {
  return (
    <FormAlert message={actionError ?? loadError}>
      {!actionError && loadError && (
        <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={onRetry}>
          Retry
        </Button>
      )}
    </FormAlert>
  );
}

/** The plain empty state of a list whose filters match nothing. */
export function ListEmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-xl border border-linen bg-white/70 px-5 py-10 text-center text-muted">{children}</p>
  );
}

/** The empty state of a list of records: an icon, what is (not) there, and what to do about it. */
export function ListEmptyState({ icon: Icon, title, hint }: { icon: IconType; title: string; hint: string }) {
  return (
    <div className="mt-4 flex flex-col items-center rounded-xl border border-linen bg-white/70 px-5 py-12 text-center">
      <Icon className="h-8 w-8 text-gold" aria-hidden />
      <p className="mt-3 font-medium text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

interface AdminListBodyProps {
  /** The page on show; null until the first one arrives. */
  page: { page: number; totalPages: number; total: number } | null;
  loading: boolean;
  loadingLabel: string;
  rowHeight?: string;
  /** The status line, e.g. '12 customers'. */
  count: (total: number) => ReactNode;
  /** Shown instead of the rows when the page has none. */
  empty: ReactNode;
  isEmpty: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}

export function AdminListBody({
  page,
  loading,
  loadingLabel,
  rowHeight,
  count,
  empty,
  isEmpty,
  onPage,
  children,
}: AdminListBodyProps) {
  if (!page) return loading ? <ListLoading label={loadingLabel} rowHeight={rowHeight} /> : null;
  return (
    <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : ''}>
      <p role="status" className="text-sm text-muted">
        {count(page.total)}
      </p>
      {isEmpty ? empty : children}
      <AdminPagination page={page.page} totalPages={page.totalPages} disabled={loading} onPage={onPage} />
    </div>
  );
}
