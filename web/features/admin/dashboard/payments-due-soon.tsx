// Unpaid orders whose payment deadline falls within the next 12 hours (issue 11): unless paid or given more time they
// are cancelled and their pieces go back on sale. Each links to the order in the Orders tab, where staff mark it paid
// or extend the deadline. A table on wide screens, cards on phones, like the recent orders.
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPkr } from '../../../../domain/money.ts';
import { DEADLINE_SOON_HOURS } from '../../../../domain/payment-deadline.ts';
import { orderTime, counted } from './dashboard-format.ts';
import type { PaymentDueSoon } from './dashboard-types.ts';

/** '45 min', '3 h 5 min': what is left, from the server's clock (minutesLeft), not the browser's. */
export function timeLeft(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

const orderHref = (trackingId: string) => `/admin?tab=orders&q=${encodeURIComponent(trackingId)}`;

export function PaymentsDueSoon({ orders, total }: { orders: PaymentDueSoon[]; total: number }) {
  const uid = useId();
  const link = (o: PaymentDueSoon) => (
    <Link
      to={orderHref(o.trackingId)}
      className="font-mono text-xs text-ink underline decoration-linen underline-offset-4 hover:decoration-ink"
      aria-label={`Open order ${o.trackingId}`}
    >
      {o.trackingId}
    </Link>
  );
  const left = (o: PaymentDueSoon) => (
    <span className={`font-semibold ${o.minutesLeft <= 120 ? 'text-madder' : 'text-ink'}`}>
      {timeLeft(o.minutesLeft)} left
    </span>
  );

  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="rounded-xl border border-linen bg-white p-4 sm:p-6"
      data-testid="payments-due-soon"
    >
      <h3 id={`${uid}-title`} className="text-xl">
        Payment deadlines in the next {DEADLINE_SOON_HOURS} hours
      </h3>
      <p className="mt-1 text-sm text-muted">
        {total === 0
          ? `No unpaid order reaches its payment deadline in the next ${DEADLINE_SOON_HOURS} hours.`
          : `${counted(total, 'unpaid order')} will be cancelled and ${total === 1 ? 'its pieces put' : 'their pieces put'} back on sale unless paid or given more time.`}
      </p>
      {orders.length > 0 && (
        <>
          <table className="mt-4 hidden w-full text-left text-sm md:table">
            <caption className="sr-only">Unpaid orders by payment deadline, soonest first</caption>
            <thead className="border-b border-linen text-xs uppercase tracking-wider text-muted">
              <tr>
                {['Order', 'Customer', 'Total', 'Deadline', 'Time left'].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={`py-2.5 pr-4 font-semibold last:pr-0 ${h === 'Total' || h === 'Time left' ? 'text-right' : ''}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-linen">
              {orders.map((o) => (
                <tr key={o._id} data-testid="payment-due">
                  <td className="whitespace-nowrap py-3 pr-4">{link(o)}</td>
                  <td className="py-3 pr-4 text-ink">{o.customerName}</td>
                  <td className="whitespace-nowrap py-3 pr-4 text-right tabular-nums text-ink">
                    {formatPkr(o.totalAmount)}
                  </td>
                  <td className="whitespace-nowrap py-3 pr-4 text-muted">{orderTime(o.paymentDueAt)}</td>
                  <td className="whitespace-nowrap py-3 text-right tabular-nums">{left(o)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 divide-y divide-linen md:hidden">
            {orders.map((o) => (
              <li key={o._id} data-testid="payment-due" className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{o.customerName}</p>
                    {link(o)}
                  </div>
                  <p className="whitespace-nowrap font-semibold tabular-nums text-ink">{formatPkr(o.totalAmount)}</p>
                </div>
                <p className="mt-1 text-xs text-muted">
                  {left(o)} · due {orderTime(o.paymentDueAt)}
                </p>
              </li>
            ))}
          </ul>
          {total > orders.length && (
            <p className="mt-3 text-sm text-muted">and {counted(total - orders.length, 'more order')}</p>
          )}
        </>
      )}
    </section>
  );
}
