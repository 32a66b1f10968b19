// The newest orders (SPEC §9: 3) with a quick status select: PUT /api/orders/{id}/status, then the dashboard asks for
// its figures again; a refusal shows the SPEC §8 alert. A table on wide screens, cards on phones.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatPkr } from '../../../../domain/money.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders.ts';
import { apiRequest } from '../../../lib/api.ts';
import { ArrowRight } from '../../../ui/icons/arrow-right.ts';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { sectionHref } from '../kit/index.ts';
import { orderTime } from './dashboard-format.ts';
import type { RecentOrder } from './dashboard-types.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

const STATUS_FAILED = 'Failed to update order status. Please try again.';

const SELECT = `${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full px-3 py-2 text-sm disabled:opacity-60`;

interface RecentOrdersProps {
  orders: RecentOrder[];
  /** Called after a status change, so every figure on the dashboard follows. */
  onChanged(): void;
}

export function RecentOrders({ orders, onChanged }: RecentOrdersProps) {
  const uid = useId();
  const [pending, setPending] = useState<{ id: string; status: OrderStatus } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function changeStatus(order: RecentOrder, status: OrderStatus) {
    if (status === order.status || pending) return;
    setPending({ id: order._id, status });
    setError(null);
    setNotice(null);
    try {
      await apiRequest(`/orders/${order._id}/status`, { method: 'PUT', body: { status } });
      setNotice(`Order ${order.trackingId} is now ${ORDER_STATUS_LABELS[status]}.`);
      onChanged();
    } catch {
      setError(STATUS_FAILED);
    } finally {
      setPending(null);
    }
  }

  const statusSelect = (order: RecentOrder, where: 'table' | 'card') => {
    const id = `${uid}-${where}-${order._id}`;
    const busy = pending?.id === order._id;
    return (
      <>
        <label htmlFor={id} className="sr-only">
          Status of order {order.trackingId}
        </label>
        <select
          id={id}
          value={busy ? pending.status : order.status}
          disabled={pending !== null}
          aria-busy={busy}
          onChange={(e) => void changeStatus(order, e.target.value as OrderStatus)}
          className={SELECT}
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </>
    );
  };

  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-linen bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${uid}-title`} className="text-xl">
          Recent orders
        </h3>
        <Link
          to={sectionHref('orders')}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-ink underline-offset-4 hover:text-madder hover:underline"
        >
          All orders
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={error} />
        <FormNotice message={notice} />
      </div>
      {orders.length === 0 ? (
        <p className="mt-4 rounded-lg bg-sand/50 px-4 py-6 text-center text-sm text-muted">
          No orders yet. New orders appear here as they arrive.
        </p>
      ) : (
        <>
          <table className="mt-4 hidden w-full text-left text-sm md:table">
            <caption className="sr-only">The {orders.length} newest orders</caption>
            <thead className="border-b border-linen text-xs uppercase tracking-wider text-muted">
              <tr>
                {['Order', 'Customer', 'Placed', 'Total', 'Status'].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={`py-2.5 pr-4 font-semibold last:pr-0 ${h === 'Total' ? 'text-right' : ''}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-linen">
              {orders.map((order) => (
                <tr key={order._id} data-testid="recent-order">
                  <td className="whitespace-nowrap py-3 pr-4 font-mono text-xs text-ink">{order.trackingId}</td>
                  <td className="py-3 pr-4 text-ink">{order.customerName}</td>
                  <td className="whitespace-nowrap py-3 pr-4 text-muted">{orderTime(order.createdAt)}</td>
                  <td className="whitespace-nowrap py-3 pr-4 text-right tabular-nums text-ink">
                    {formatPkr(order.totalAmount)}
                  </td>
                  <td className="w-40 py-3">{statusSelect(order, 'table')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 divide-y divide-linen md:hidden">
            {orders.map((order) => (
              <li key={order._id} data-testid="recent-order" className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{order.customerName}</p>
                    <p className="font-mono text-xs text-muted">{order.trackingId}</p>
                  </div>
                  <p className="whitespace-nowrap font-semibold tabular-nums text-ink">
                    {formatPkr(order.totalAmount)}
                  </p>
                </div>
                <p className="mt-1 text-xs text-muted">{orderTime(order.createdAt)}</p>
                <div className="mt-2">{statusSelect(order, 'card')}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
