// The rows of the signed-in shopper's orders on /orders, loaded beside the list's fetch (routes/orders.tsx): each order
// a disclosure, its summary line (ID, date, status, total) opening onto the tracking view and, under it, the cancel
// (own-order-cancel.tsx); the newest starts open.
import { formatPkr } from '../../../domain/money.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { ChevronDown } from '../../ui/icons/chevron-down.ts';
import { OrderTrackingView, StatusBadge } from './order-tracking-view.tsx';
import type { OrderDisplay } from './order-types.ts';
import { OwnOrderCancel } from './own-order-cancel.tsx';

function OrderRow({ order, open, onChanged }: { order: OrderDisplay; open: boolean; onChanged(): void }) {
  return (
    <details open={open} className="group rounded-2xl border border-linen bg-white shadow-sm" data-testid="own-order">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-6 gap-y-2 p-5 sm:px-8 [&::-webkit-details-marker]:hidden">
        <span className="font-mono text-sm font-semibold tracking-wider sm:text-base">{order.trackingId}</span>
        <span className="text-sm text-muted">{orderDate(order.createdAt)}</span>
        <StatusBadge status={order.status} />
        <span className="ml-auto text-sm font-semibold">{formatPkr(order.totalAmount)}</span>
        <ChevronDown className="h-5 w-5 text-muted transition group-open:rotate-180" aria-hidden />
      </summary>
      <div className="border-t border-linen p-5 sm:p-8">
        <OrderTrackingView order={order} headingLevel="h3" framed={false} />
        <div className="mt-6 empty:hidden">
          <OwnOrderCancel order={order} onChanged={onChanged} />
        </div>
      </div>
    </details>
  );
}

export function OwnOrderList({ orders, onChanged }: { orders: OrderDisplay[]; onChanged(): void }) {
  return (
    <ul className="mt-4 space-y-4">
      {orders.map((order, i) => (
        <li key={order.trackingId}>
          <OrderRow order={order} open={i === 0} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
