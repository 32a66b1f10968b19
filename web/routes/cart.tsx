// /cart: the shopping bag with quantity controls, remove, and the order summary (SPEC §2); on phones the total and
// Proceed to checkout stay in a bar at the bottom while the shopper scrolls (issue 17, item 7).
import { ShoppingBag } from '../ui/icons/shopping-bag.ts';
import { useEffect } from 'react';
import { toast } from '../ui/toast.tsx';
import type { CartLine } from '../../domain/cart.ts';
import {
  CartLineItem,
  changeQuantity,
  OrderSummary,
  refreshedLines,
  removeLine,
  replaceLines,
  useBagTotals,
  useCart,
} from '../features/cart/index.ts';
import { useFreshProducts } from '../features/catalog/index.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Price } from '../ui/price.tsx';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Shopping bag') }, { name: 'robots', content: 'noindex' }];

export default function Cart() {
  const hydrated = useStoreHydrated(useCart);
  const lines = useCart((s) => s.lines);
  const fresh = useFreshProducts(lines.map((l) => l.prodId));

  // Prices, names and pictures come from the catalog, never from what the browser kept (no surprise at checkout).
  useEffect(() => {
    if (fresh.state !== 'ready') return;
    const updated = refreshedLines(useCart.getState().lines, fresh.byProdId);
    if (updated) replaceLines(updated);
  }, [fresh]);

  if (!hydrated) return <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-12" aria-busy="true" />;

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <ShoppingBag className="h-12 w-12 text-gold" aria-hidden />
        <h1 className="mt-6 text-3xl sm:text-4xl">Your Shopping Bag is Empty</h1>
        <p className="mt-3 text-muted">Each piece is made by hand in small batches. Find something you love.</p>
        <ButtonLink to="/shop" className="mt-8">
          Continue shopping
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl">Shopping bag</h1>
      <div className="mt-8 lg:grid lg:grid-cols-[1fr_380px] lg:items-start lg:gap-12">
        <ul className="divide-y divide-linen border-y border-linen">
          {lines.map((line) => {
            const product = fresh.state === 'ready' ? fresh.byProdId.get(line.prodId) : undefined;
            const stock = product ? (product.sizeStock[line.size] ?? 0) : undefined;
            return (
              <CartLineItem
                key={`${line.prodId}-${line.size}-${line.color}`}
                line={line}
                stock={stock}
                unavailable={fresh.state === 'ready' && !product}
                onQuantity={(q) => {
                  const result = changeQuantity(line, q, stock);
                  if (!result.ok) toast.error(result.error);
                }}
                onRemove={() => removeLine(line)}
              />
            );
          })}
        </ul>
        <div className="mt-10 lg:mt-0">
          <OrderSummary lines={lines}>
            {/* Phones have it in the bar below. */}
            <ButtonLink to="/checkout" className="mt-6 w-full max-lg:hidden">
              Proceed to checkout
            </ButtonLink>
            <ButtonLink to="/shop" variant="secondary" className="mt-3 w-full">
              Continue shopping
            </ButtonLink>
          </OrderSummary>
        </div>
      </div>
      <CheckoutBar lines={lines} />
    </div>
  );
}

/** Sticky, not fixed: it rides at the bottom of the screen over the bag, and comes to rest above the footer. */
function CheckoutBar({ lines }: { lines: CartLine[] }) {
  const { totals } = useBagTotals(lines);
  return (
    <div
      data-testid="checkout-bar"
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-linen bg-ivory/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center gap-4">
        <p className="flex flex-col text-sm">
          <span className="text-xs text-muted">Total</span>
          <span className="text-base font-semibold">
            <Price amount={totals.total} show="approx" />
          </span>
        </p>
        <ButtonLink to="/checkout" className="flex-1">
          Proceed to checkout
        </ButtonLink>
      </div>
    </div>
  );
}
