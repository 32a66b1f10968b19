// The create-order (and create-preorder) summary beside the form: each line with its price, quantity stepper and
// Remove, then the totals: for an order the server's quote (POST /api/orders/quote: subtotal, delivery by the shop's
// one rule for the chosen country, total; DECISIONS D5, X7), so staff tell the customer exactly the amount checkout
// would have charged.
import type { ReactNode } from 'react';
import { formatPkr } from '../../../../domain/money.ts';
import type { CartLine } from '../../../../domain/cart.ts';
import { LoaderCircle } from '../../../ui/icons/loader-circle.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { ProductName } from '../../../ui/product-name.tsx';
import type { PriceChange, QuoteState } from '../../checkout/index.ts';
import { LineQuantityStepper } from '../../../ui/line-quantity-stepper.tsx';
import { OrderAmounts } from '../../orders/index.ts';
import { ItemThumbnail } from '../../../ui/item-thumbnail.tsx';
import { samePiece } from './order-details.ts';

interface OrderSummaryProps {
  /** 'Order summary' or 'Preorder summary'. */
  title?: string;
  lines: readonly CartLine[];
  /** Under the lines: the amounts (QuoteTotals for an order). */
  totals: ReactNode;
  /** Prices that changed since the lines were added; the lines already hold the new ones. */
  priceChanges: readonly PriceChange[];
  /** The line the server just refused (sold out), marked so staff find it. */
  flagged: { prodId: string; size: string } | null;
  /** The most of a line the order may hold (10, or less when its size has fewer). */
  maxQuantity: (line: CartLine) => number;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** The submit area: the order's error and the Place order button. */
  children: ReactNode;
}

export function QuoteTotals({
  lines,
  quote,
  onRetryQuote,
}: {
  lines: readonly CartLine[];
  quote: QuoteState;
  onRetryQuote: () => void;
}) {
  if (lines.length === 0)
    return <p className="text-sm text-muted">No items yet. Add a product to see the total with delivery.</p>;
  if (quote.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
        Checking prices and delivery…
      </p>
    );
  }
  if (quote.state === 'error') {
    return (
      <div className="text-sm text-madder">
        <p>{quote.message}</p>
        <button
          type="button"
          onClick={onRetryQuote}
          className="mt-1 min-h-10 font-semibold text-ink underline underline-offset-4"
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <OrderAmounts
      itemCount={quote.quote.itemCount}
      subtotal={quote.quote.subtotal}
      delivery={quote.quote.delivery}
      total={quote.quote.total}
    />
  );
}

export function OrderSummary({
  title = 'Order summary',
  lines,
  totals,
  priceChanges,
  flagged,
  maxQuantity,
  onQuantity,
  onRemove,
  children,
}: OrderSummaryProps) {
  const changed = priceChanges.flatMap((change) => {
    const line = lines.find((l) => samePiece(l, change));
    return line ? [{ ...change, name: line.name.replaceAll('/', ' ') }] : [];
  });
  return (
    <aside
      aria-labelledby="create-order-summary"
      className="rounded-2xl bg-sand/70 p-4 sm:p-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <h2 id="create-order-summary" className="font-display text-xl">
        {title}
      </h2>
      {lines.length > 0 && (
        <ul aria-label="Order lines" className="mt-4 divide-y divide-linen">
          {lines.map((line) => {
            const name = line.name.replaceAll('/', ' ');
            const sold = flagged?.prodId === line.prodId && flagged.size === line.size;
            return (
              <li
                key={`${line.prodId}-${line.size}-${line.color}`}
                className={`flex gap-3 py-3 first:pt-0 ${sold ? 'rounded-lg bg-madder/5 px-2 ring-1 ring-madder/40 first:pt-2' : ''}`}
              >
                <ItemThumbnail imageId={line.imageId} name={line.name} className="w-14" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <p className="text-sm font-medium leading-snug">
                      <ProductName name={line.name} />
                    </p>
                    <p className="shrink-0 text-sm font-semibold">{formatPkr(line.price * line.quantity)}</p>
                  </div>
                  <p className="mt-0.5 text-xs text-muted">
                    {line.prodId} · Size {line.size} · {line.color}
                    {line.quantity > 1 && (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">{formatPkr(line.price)} each</span>
                      </>
                    )}
                  </p>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <LineQuantityStepper
                      label={`${name}, size ${line.size}, ${line.color}`}
                      quantity={line.quantity}
                      max={maxQuantity(line)}
                      onQuantity={(q) => onQuantity(line, q)}
                    />
                    <button
                      type="button"
                      onClick={() => onRemove(line)}
                      aria-label={`Remove ${name}, size ${line.size}, ${line.color}`}
                      className="inline-flex min-h-10 items-center gap-1 px-1 text-xs font-semibold text-muted transition hover:text-madder"
                    >
                      <Trash2 className="h-3.5 w-3.5" aria-hidden />
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {changed.length > 0 && (
        <div role="status" className="mt-4 rounded-lg border border-gold/40 bg-white/70 px-3 py-2 text-sm">
          <p className="font-medium">Prices changed since these lines were added:</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {changed.map((c) => (
              <li key={`${c.prodId}-${c.size}-${c.color}`}>
                {c.name} ({c.size}, {c.color}): {formatPkr(c.was)} → {formatPkr(c.now)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 border-t border-linen pt-4" aria-live="polite">
        {totals}
      </div>
      <div className="mt-5 space-y-3">{children}</div>
    </aside>
  );
}
