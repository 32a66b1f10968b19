// The rows of the shopper's preorders on /orders, loaded beside the list's fetch (own-preorders.tsx): each preorder with
// its status and what it waits for, linking to its production diary on /preorders.
import { Link } from 'react-router';
import { formatPkr } from '../../../domain/money.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { ChevronRight } from '../../ui/icons/chevron-right.ts';
import { awaitedPayment, toPreorderDisplay, type PreorderDisplay } from './preorder-display.ts';
import { PreorderStatusBadge } from './preorder-tracking-view.tsx';

function PreorderRow({ preorder }: { preorder: PreorderDisplay }) {
  const awaited = awaitedPayment(preorder);
  const photos = preorder.productImages.length;
  return (
    <Link
      to={`/preorders?id=${encodeURIComponent(preorder.preorderId)}`}
      className="group flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-linen bg-white p-5 shadow-sm transition hover:border-ink/40 sm:px-8"
      data-testid="own-preorder"
    >
      <span className="font-mono text-sm font-semibold tracking-wider sm:text-base">{preorder.preorderId}</span>
      <span className="text-sm text-muted">{orderDate(preorder.createdAt)}</span>
      <PreorderStatusBadge status={preorder.status} />
      {/* The total is known once staff set the delivery charge; until then the pieces' subtotal. */}
      <span className="ml-auto text-sm">
        <span className="text-muted">{preorder.totalAmount === null ? 'Subtotal' : 'Total'} </span>
        <span className="font-semibold">{formatPkr(preorder.totalAmount ?? preorder.originalAmount)}</span>
      </span>
      <span className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-muted">
          {preorder.itemCount} {preorder.itemCount === 1 ? 'piece' : 'pieces'}
          {photos > 0 && ` · ${photos} progress ${photos === 1 ? 'photo' : 'photos'}`}
        </span>
        {awaited && <span className="font-medium text-madder">{awaited}</span>}
        <span className="ml-auto inline-flex items-center gap-1 font-semibold group-hover:text-madder">
          Production diary
          <ChevronRight className="h-4 w-4" aria-hidden />
        </span>
      </span>
    </Link>
  );
}

export function OwnPreorderList({ preorders }: { preorders: PreorderView[] }) {
  return (
    <ul className="space-y-4">
      {preorders.map((answer) => (
        <li key={answer.preorderId}>
          <PreorderRow preorder={toPreorderDisplay(answer)} />
        </li>
      ))}
    </ul>
  );
}
