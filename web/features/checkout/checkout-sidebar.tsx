// The checkout's order summary beside the steps (SPEC §2 sidebar): each piece with EDIT (to the bag) and REMOVE, the
// order's discount box and its amounts (order-checkout-parts.tsx). The preorder checkout shows its own bag and amounts
// in the same summary.
import { Link } from 'react-router';
import { formatPkr } from '../../../domain/money.ts';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../../ui/item-thumbnail.tsx';
import type { CheckoutLine } from './checkout-state.ts';

interface CheckoutSidebarProps<L extends CheckoutLine> {
  lines: readonly L[];
  /** The amounts under the lines (CheckoutTotals, or the preorder's two payments). */
  children: React.ReactNode;
  title?: string;
  /** Where EDIT takes the shopper to change a line. */
  editHref: (line: L) => string;
  onRemove: (line: L) => void;
  /** The discount box (X9) belongs to orders; preorders have none. */
  discount?: React.ReactNode;
  /** The line the server just refused (sold out), marked so the shopper finds it. */
  flagged?: { prodId: string; size: string } | null;
  /** On step 1 the page itself lists the bag: phones, where the summary follows the step, skip the repeat. */
  hideItemsOnPhone?: boolean;
}

export function CheckoutSidebar<L extends CheckoutLine>({
  lines,
  children,
  title = 'Order summary',
  editHref,
  onRemove,
  discount,
  flagged,
  hideItemsOnPhone = false,
}: CheckoutSidebarProps<L>) {
  return (
    <aside aria-labelledby="checkout-summary" className="rounded-xl bg-sand/70 p-5 sm:p-6 lg:sticky lg:top-28">
      <h2 id="checkout-summary" className="text-2xl">
        {title}
      </h2>
      <ul
        className={`mt-5 divide-y divide-linen ${hideItemsOnPhone ? 'max-lg:hidden' : ''}`}
        data-testid="checkout-items"
      >
        {lines.map((line) => {
          const label = line.name.replaceAll('/', ' ');
          const sold = flagged && flagged.prodId === line.prodId && flagged.size === line.size;
          return (
            <li
              key={`${line.prodId}-${line.size}-${line.color}`}
              className={`flex gap-3 py-4 first:pt-0 ${sold ? 'rounded-lg bg-madder/5 px-2 ring-1 ring-madder/40' : ''}`}
            >
              <ItemThumbnail imageId={line.imageId} name={line.name} className="w-16" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium leading-snug">
                    <ProductName name={line.name} />
                  </p>
                  <p className="shrink-0 text-sm font-semibold">{formatPkr(line.price * line.quantity)}</p>
                </div>
                <p className="mt-1 text-xs text-muted">
                  Size {line.size} · {line.color} · Qty {line.quantity}
                </p>
                <div className="mt-2 flex gap-4 text-xs font-semibold tracking-[0.12em]">
                  <Link
                    to={editHref(line)}
                    aria-label={`Edit ${label} in your bag`}
                    className="text-ink underline-offset-4 hover:underline"
                  >
                    EDIT
                  </Link>
                  <button
                    type="button"
                    aria-label={`Remove ${label}`}
                    onClick={() => onRemove(line)}
                    className="text-muted transition hover:text-madder"
                  >
                    REMOVE
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {discount && <div className="mt-2">{discount}</div>}
      <div className="mt-3 border-t border-linen pt-5">{children}</div>
    </aside>
  );
}
