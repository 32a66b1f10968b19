// The pieces of an order with their thumbnails, and its amounts (what was charged: subtotal, delivery, total; X1).
import { formatPkr } from '../../../domain/money.ts';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../../ui/item-thumbnail.tsx';
import type { OrderAnswer, OrderItem } from './order-types.ts';

export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-linen">
      {items.map((item) => (
        <li key={`${item.prodId}-${item.size}-${item.color}`} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <ItemThumbnail imageId={item.imageId} name={item.name} />
          <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium leading-snug">
                <ProductName name={item.name} />
              </p>
              <p className="mt-1 text-xs text-muted">
                Size {item.size} · {item.color} · Qty {item.quantity}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold">{formatPkr(item.price * item.quantity)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrderAmounts({
  itemCount,
  subtotal,
  delivery,
  total,
}: {
  itemCount: number;
  subtotal: number;
  delivery: number;
  total: number;
}) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd>{formatPkr(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Delivery</dt>
        <dd>{formatPkr(delivery)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-linen pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatPkr(total)}</dd>
      </div>
    </dl>
  );
}

/** A placed order's amounts, as its answer names them (the staff view, a tracking or confirmation answer). */
export function PlacedOrderAmounts({
  order,
}: {
  order: Pick<OrderAnswer, 'itemCount' | 'subtotal' | 'deliveryCharge' | 'totalAmount'>;
}) {
  return (
    <OrderAmounts
      itemCount={order.itemCount}
      subtotal={order.subtotal}
      delivery={order.deliveryCharge}
      total={order.totalAmount}
    />
  );
}
