// The last IDs looked up in this browser (orders, preorders), each one click from its status again.
import { Clock } from './icons/clock.ts';

export interface RecentLookup {
  id: string;
  /** Whose it is and when, e.g. 'Ayesha · 12 Mar 2026'. */
  detail: string;
  amount: string;
  status: string;
}

interface RecentLookupsProps {
  entries: readonly RecentLookup[];
  /** The ID on screen, marked as current. */
  current: string | null;
  onPick: (id: string) => void;
  testId: string;
}

export function RecentLookups({ entries, current, onPick, testId }: RecentLookupsProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${testId}-heading`} className="rounded-2xl border border-linen bg-white/70 p-5 sm:p-6">
      <h2 id={`${testId}-heading`} className="flex items-center gap-2 text-xl">
        <Clock className="h-5 w-5 text-gold" aria-hidden />
        Recently tracked
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid={testId}>
        {entries.map((e) => (
          <li key={e.id}>
            <button
              type="button"
              onClick={() => onPick(e.id)}
              aria-current={e.id === current ? 'true' : undefined}
              className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-linen bg-white px-4 py-3 text-left transition hover:border-ink/40 aria-[current=true]:border-ink"
            >
              <span>
                <span className="block font-mono text-sm font-semibold tracking-wider">{e.id}</span>
                <span className="block text-xs text-muted">{e.detail}</span>
              </span>
              <span className="text-right text-sm">
                <span className="block font-semibold">{e.amount}</span>
                <span className="block text-xs text-muted">{e.status}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
