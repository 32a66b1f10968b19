// What only the order checkout shows (SPEC §2): the delivery rule under the bag on step 1, the discount box
// (DECISIONS X9: it says codes are coming soon) and Subtotal, Delivery, TOTAL in the summary. Apart from the shared
// steps, so the preorder checkout does not ship them.
import { useId, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY_RATES, type Totals } from '../../../domain/pricing.ts';
import { formatPkr } from '../../../domain/money.ts';
import type { loader as rootLoader } from '../../root.tsx';

/** What the order checkout says under its bag: delivery by the shop's rule, and where to edit. */
export function DeliveryNote() {
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  return (
    <>
      Delivery within Pakistan is {formatPkr(rates.domesticFlat)} per order; outside Pakistan{' '}
      {formatPkr(rates.internationalBase)} for the first piece and {formatPkr(rates.internationalPerExtraItem)} for each
      further piece. Need to change something?{' '}
      <Link to="/cart" className="font-semibold text-madder underline decoration-madder/40 underline-offset-4">
        Edit your bag
      </Link>
      .
    </>
  );
}

export function DiscountBox() {
  const id = useId();
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  return (
    <form
      className="border-t border-linen pt-5"
      onSubmit={(e) => {
        e.preventDefault();
        setAsked(true);
      }}
    >
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">
        Discount code
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Enter code"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-linen bg-white px-4 py-2.5 text-base sm:text-sm"
        />
        <button
          type="submit"
          className="rounded-full border border-ink px-4 py-2.5 text-sm font-semibold transition hover:bg-ink hover:text-white"
        >
          APPLY
        </button>
      </div>
      <p role="status" className="mt-2 min-h-4 text-xs text-muted">
        {asked ? 'Discount codes coming soon' : ''}
      </p>
    </form>
  );
}

/** Subtotal, Delivery and TOTAL of an order. */
export function CheckoutTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatPkr(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Delivery</dt>
        <dd>{formatPkr(totals.delivery)}</dd>
      </div>
      <div className="flex justify-between border-t border-linen pt-4 text-base font-semibold">
        <dt>TOTAL</dt>
        <dd data-testid="checkout-total">{formatPkr(totals.total)}</dd>
      </div>
    </dl>
  );
}
