// The bag's summary: subtotal, delivery by the shop's single rule (DECISIONS D5), total, and the inert discount box.
// A visitor shown prices in another currency than rupees is taken to be abroad, so the estimate uses the international
// rule (the page is shared by everyone shown that currency, so their country itself is not in it); checkout then
// charges delivery by the shipping address's country.
import { useRouteLoaderData } from 'react-router';
import { orderTotals, HOME_COUNTRY, DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import type { CartLine } from '../../../domain/cart.ts';
import { useDisplayCurrency } from '../../lib/display-currency.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { Price } from '../../ui/price.tsx';

/** Any country but Pakistan: deliveryCharge only tells Pakistan from the rest. */
const ABROAD = 'Outside Pakistan';

/** The bag's estimate, for the summary and the phone's sticky checkout bar alike. */
export function useBagTotals(lines: CartLine[]) {
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  const abroad = useDisplayCurrency().code !== 'PKR';
  return { rates, abroad, totals: orderTotals(lines, abroad ? ABROAD : HOME_COUNTRY, rates) };
}

export function OrderSummary({ lines, children }: { lines: CartLine[]; children?: React.ReactNode }) {
  const { rates, abroad, totals } = useBagTotals(lines);
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl bg-sand/70 p-6 lg:sticky lg:top-28">
      <h2 id="summary-heading" className="text-2xl">
        Order summary
      </h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt>
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="text-right">
            <Price amount={totals.subtotal} show="approx" />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery {abroad ? 'outside' : 'within'} Pakistan</dt>
          <dd className="text-right">
            <Price amount={totals.delivery} show="approx" />
          </dd>
        </div>
        <div className="flex justify-between border-t border-linen pt-4 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="cart-total" className="text-right">
            <Price amount={totals.total} show="approx" />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-muted">
        Orders outside Pakistan: {`Rs ${rates.internationalBase.toLocaleString('en-PK')}`} for the first piece and{' '}
        {`Rs ${rates.internationalPerExtraItem.toLocaleString('en-PK')}`} for each further piece. You always pay in
        Pakistani rupees.
      </p>
      <div className="mt-6">
        <label htmlFor="discount" className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">
          Discount code
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="discount"
            disabled
            placeholder="Enter code"
            aria-describedby="discount-note"
            className="min-w-0 flex-1 cursor-not-allowed rounded-full border border-linen bg-white/60 px-4 py-2.5 text-sm"
          />
          <button
            type="button"
            disabled
            className="cursor-not-allowed rounded-full border border-linen px-4 py-2.5 text-sm font-semibold text-muted"
          >
            Apply
          </button>
        </div>
        <p id="discount-note" className="mt-2 text-xs text-muted">
          Discount codes coming soon
        </p>
      </div>
      {children}
    </section>
  );
}
