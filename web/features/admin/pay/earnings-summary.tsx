// The period's figures at the top of an artisan's earnings (earned, paid, still to pay) and the payouts recorded for
// it: the amount, the day, the note and who marked it paid.
import { formatPkr } from '../../../../domain/money.ts';
import type { EarningsView } from '../../../../domain/schemas/workshop.ts';
import { dayLabel } from './pay-period.ts';

export function EarningsSummary({ view }: { view: EarningsView }) {
  const figures = [
    { label: 'Earned', amount: view.total, strong: false },
    { label: 'Paid', amount: view.total - view.unpaid, strong: false },
    { label: 'Still to pay', amount: view.unpaid, strong: true },
  ];
  return (
    <dl data-testid="pay-figures" className="grid grid-cols-3 gap-2 sm:gap-3">
      {figures.map((f) => (
        <div
          key={f.label}
          className={`flex flex-col justify-between rounded-xl border p-3 sm:p-4 ${f.strong && f.amount > 0 ? 'border-ink bg-white' : 'border-linen bg-white/70'}`}
        >
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{f.label}</dt>
          <dd className="mt-1 whitespace-nowrap font-display text-lg tabular-nums text-ink sm:text-2xl">
            {formatPkr(f.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PayoutList({ payouts }: { payouts: EarningsView['payouts'] }) {
  if (payouts.length === 0) return null;
  return (
    <section aria-labelledby="payouts-heading">
      <h3 id="payouts-heading" className="font-display text-lg text-ink">
        Payouts
      </h3>
      <ul className="mt-2 divide-y divide-linen rounded-xl border border-linen bg-white">
        {payouts.map((p) => (
          <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span>
              <span className="font-semibold tabular-nums">{formatPkr(p.amount)}</span> paid on {dayLabel(p.paidOn)}
              {p.note && <span className="block text-muted">{p.note}</span>}
            </span>
            <span className="text-xs text-muted">Marked by {p.by}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
