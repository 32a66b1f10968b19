// Revenue of the last 30 days (Pakistan days, cancelled orders excluded) as an inline SVG bar chart: no chart library,
// no script beyond rendering. The SVG carries a text summary for screen readers and the figures open as a table.
import { useId } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import { counted, dayLabel } from './dashboard-format.ts';
import type { RevenueDay } from './dashboard-types.ts';

/** The chart's drawing space: one 10-unit slot per day, 100 units tall; the SVG stretches it to the box. */
const SLOT = 10;
const HEIGHT = 100;
const BAR = 6.4;

/** The top of the scale: the best day rounded up to 1, 2 or 5 times a power of ten, so the axis reads cleanly. */
export function scaleTop(max: number): number {
  if (max <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}

export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const uid = useId();
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<RevenueDay | null>((top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top), null);
  const top = scaleTop(best?.revenue ?? 0);
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${formatPkr(total)} from ${counted(orders, 'order')} between ${dayLabel(first.day)} and ${dayLabel(last.day)}` +
        (best
          ? `; the best day was ${dayLabel(best.day)} with ${formatPkr(best.revenue)}; ${counted(days.filter((d) => d.revenue > 0).length, 'day')} with sales.`
          : '; no sales on any day.')
      : 'No figures yet.';

  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-linen bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${uid}-title`} className="text-xl">
          Revenue, last 30 days
        </h3>
        <p className="text-sm text-muted">
          <span className="font-semibold tabular-nums text-ink">{formatPkr(total)}</span> · {counted(orders, 'order')}
        </p>
      </div>
      <figure className="mt-5">
        <div className="flex gap-2 sm:gap-3">
          <div
            className="flex h-44 flex-col justify-between text-right text-[11px] leading-none tabular-nums text-muted sm:text-xs"
            aria-hidden
          >
            <span>{formatPkr(top)}</span>
            <span>{formatPkr(top / 2)}</span>
            <span>{formatPkr(0)}</span>
          </div>
          <div className="min-w-0 flex-1">
            <svg
              viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-labelledby={`${uid}-svg-title`}
              aria-describedby={`${uid}-summary`}
              data-testid="revenue-chart"
              className="block h-44 w-full overflow-visible"
            >
              <title id={`${uid}-svg-title`}>Revenue per day, last 30 days</title>
              {[0, HEIGHT / 2, HEIGHT].map((y) => (
                <line
                  key={y}
                  x1={0}
                  x2={days.length * SLOT}
                  y1={y}
                  y2={y}
                  className="stroke-linen"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {days.map((d, i) => {
                const h = (d.revenue / top) * HEIGHT;
                const isToday = i === days.length - 1;
                return (
                  <rect
                    key={d.day}
                    x={i * SLOT + (SLOT - BAR) / 2}
                    // A day with no sales keeps a hairline at zero, so the gap reads as zero, not as missing data.
                    y={HEIGHT - Math.max(h, 0.8)}
                    width={BAR}
                    height={Math.max(h, 0.8)}
                    rx={h > 4 ? 1.2 : 0}
                    className={d.revenue === 0 ? 'fill-linen' : isToday ? 'fill-madder' : 'fill-ink/80'}
                  >
                    <title>{`${dayLabel(d.day, { weekday: 'short', day: 'numeric', month: 'short' })}: ${formatPkr(d.revenue)} · ${counted(d.orders, 'order')}`}</title>
                  </rect>
                );
              })}
            </svg>
            {first && last && (
              <div className="mt-2 flex justify-between text-[11px] text-muted sm:text-xs" aria-hidden>
                <span>{dayLabel(first.day)}</span>
                <span>{dayLabel(days[Math.floor(days.length / 2)]!.day)}</span>
                <span>Today</span>
              </div>
            )}
          </div>
        </div>
        <figcaption id={`${uid}-summary`} className="mt-3 text-sm text-muted">
          {summary}
        </figcaption>
      </figure>
      <details className="group mt-3">
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-ink underline-offset-4 hover:underline">
          <span className="group-open:hidden">Show the figures as a table</span>
          <span className="hidden group-open:inline">Hide the table</span>
        </summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-linen">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Revenue per day, last 30 days, Pakistan time</caption>
            <thead className="sticky top-0 bg-sand text-xs uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen">
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-ink">
                    {dayLabel(d.day, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums text-muted">{d.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums text-ink">{formatPkr(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
