// The order list in two shapes: a table on md+ screens and stacked cards on phones (both in the page, one hidden by
// CSS); a row or a card opens the order's detail modal.
import { formatPkr } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import { orderDate, orderDateTime } from '../../../lib/order-dates.ts';
import type { FullOrder } from '../../orders/order-types.ts';
import { StatusBadge } from '../../orders/order-tracking-view.tsx';
import { ChevronRight } from '../../../ui/icons/chevron-right.ts';
import { PaymentBadge } from './order-badges.tsx';

interface OrderRowsProps {
  orders: FullOrder[];
  onOpen(order: FullOrder): void;
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export function OrderTable({ orders, onOpen }: OrderRowsProps) {
  return (
    <div className="mt-4 hidden overflow-x-auto rounded-xl border border-linen bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-linen bg-sand/50 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Payment
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen">
          {orders.map((order) => (
            // The whole row answers a click; the View button is the way in for keyboards and screen readers.
            <tr
              key={order._id}
              data-testid="order-row"
              onClick={() => onOpen(order)}
              className="cursor-pointer align-middle transition hover:bg-sand/30"
            >
              <td className="whitespace-nowrap px-4 py-3">
                <p className="font-mono text-xs font-semibold tracking-wide text-ink">{order.trackingId}</p>
                <p className="mt-0.5 text-xs text-muted">{orderDateTime(order.createdAt)}</p>
              </td>
              <td className="min-w-44 px-4 py-3">
                <p className="font-medium text-ink">{order.contact.name}</p>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">{order.contact.email}</p>
                <p className="text-xs text-muted">{order.contact.phoneNumber}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                <p className="font-medium text-ink">{formatPkr(order.totalAmount)}</p>
                <p className="text-xs text-muted">{items(order.itemCount)}</p>
              </td>
              <td className="px-4 py-3">
                <PaymentBadge status={order.paymentDetails.status} />
                <p className="mt-1 hidden text-xs text-muted xl:block">
                  {PAYMENT_METHOD_LABELS[order.paymentDetails.method]}
                </p>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={order.status} />
                {order.assignedTo && (
                  <p className="mt-1 hidden text-xs text-muted xl:block">With {order.assignedTo.name}</p>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                <button
                  type="button"
                  aria-label={`View order ${order.trackingId}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(order);
                  }}
                  className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink underline-offset-4 hover:underline"
                >
                  View
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderCards({ orders, onOpen }: OrderRowsProps) {
  return (
    <ul aria-label="Orders" className="mt-4 space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order._id} data-testid="order-card">
          <button
            type="button"
            aria-label={`View order ${order.trackingId}, ${order.contact.name}`}
            onClick={() => onOpen(order)}
            className="block w-full rounded-xl border border-linen bg-white p-4 text-left transition hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">{order.contact.name}</span>
                <span className="mt-0.5 block font-mono text-xs text-muted">{order.trackingId}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold tabular-nums text-ink">{formatPkr(order.totalAmount)}</span>
                <span className="mt-0.5 block text-xs text-muted">{orderDate(order.createdAt)}</span>
              </span>
            </span>
            <span className="mt-3 flex flex-wrap items-center gap-2">
              <StatusBadge status={order.status} />
              <PaymentBadge status={order.paymentDetails.status} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
