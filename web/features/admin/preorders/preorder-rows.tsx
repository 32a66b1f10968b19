// The preorder list in two shapes, as the Orders tab's: a table on md+ screens and stacked cards on phones (both in
// the page, one hidden by CSS); a row or a card opens the preorder's modal.
import { formatPkr } from '../../../../domain/money.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { orderDate, orderDateTime } from '../../../lib/order-dates.ts';
import { ChevronRight } from '../../../ui/icons/chevron-right.ts';
import { PreorderPaymentBadge, PreorderStatusBadge } from './preorder-badges.tsx';

interface PreorderRowsProps {
  preorders: PreorderView[];
  onOpen(preorder: PreorderView): void;
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** The total once delivery is set; until then the subtotal, said to be before delivery. */
function Amount({ preorder }: { preorder: PreorderView }) {
  return preorder.totalAmount === null ? (
    <>
      {formatPkr(preorder.originalAmount)}
      <span className="block text-xs font-normal text-muted">+ delivery</span>
    </>
  ) : (
    formatPkr(preorder.totalAmount)
  );
}

export function PreorderTable({ preorders, onOpen }: PreorderRowsProps) {
  return (
    <div className="mt-4 hidden overflow-x-auto rounded-xl border border-linen bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Preorders</caption>
        <thead className="border-b border-linen bg-sand/40 text-xs uppercase tracking-[0.12em] text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Preorder
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Payments
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
          {preorders.map((p) => (
            // The whole row answers a click; the View button is the way in for keyboards and screen readers.
            <tr
              key={p._id}
              data-testid="preorder-row"
              onClick={() => onOpen(p)}
              className="cursor-pointer align-middle transition hover:bg-sand/30"
            >
              <td className="whitespace-nowrap px-4 py-3">
                <p className="font-mono text-xs font-semibold tracking-wide text-ink">{p.preorderId}</p>
                <p className="mt-0.5 text-xs text-muted">{orderDateTime(p.createdAt)}</p>
              </td>
              <td className="min-w-44 px-4 py-3">
                <p className="font-medium text-ink">{p.contact.name}</p>
                {p.contact.email && <p className="text-xs text-muted [overflow-wrap:anywhere]">{p.contact.email}</p>}
                <p className="text-xs text-muted">{p.contact.phoneNumber}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-ink">
                <Amount preorder={p} />
                <p className="text-xs font-normal text-muted">{items(p.itemCount)}</p>
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-col items-start gap-1">
                  <PreorderPaymentBadge label="Deposit" status={p.initialPayment.status} />
                  <PreorderPaymentBadge label="Final" status={p.finalPayment.status} />
                </span>
              </td>
              <td className="px-4 py-3">
                <PreorderStatusBadge status={p.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <button
                  type="button"
                  aria-label={`View preorder ${p.preorderId}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(p);
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

export function PreorderCards({ preorders, onOpen }: PreorderRowsProps) {
  return (
    <ul aria-label="Preorders" className="mt-4 space-y-3 md:hidden">
      {preorders.map((p) => (
        <li key={p._id} data-testid="preorder-card">
          <button
            type="button"
            aria-label={`View preorder ${p.preorderId}, ${p.contact.name}`}
            onClick={() => onOpen(p)}
            className="block w-full rounded-xl border border-linen bg-white p-4 text-left transition hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">{p.contact.name}</span>
                <span className="mt-0.5 block font-mono text-xs text-muted">{p.preorderId}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold tabular-nums text-ink">
                  <Amount preorder={p} />
                </span>
                <span className="mt-0.5 block text-xs text-muted">{orderDate(p.createdAt)}</span>
              </span>
            </span>
            <span className="mt-3 flex flex-wrap items-center gap-2">
              <PreorderStatusBadge status={p.status} />
              <PreorderPaymentBadge label="Deposit" status={p.initialPayment.status} />
              <PreorderPaymentBadge label="Final" status={p.finalPayment.status} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
