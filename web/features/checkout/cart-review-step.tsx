// Step 1 of /checkout (SPEC §2): the bag to check before paying, Continue to Payment, and Back to Cart.
import { Link, useRouteLoaderData } from 'react-router';
import type { CartLine } from '../../../domain/cart.ts';
import { DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import { formatPkr } from '../../../domain/money.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { Button } from '../../ui/button.tsx';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../orders/order-items.tsx';
import { StepHeading } from './step-heading.tsx';

export function CartReviewStep({
  lines,
  focus,
  onContinue,
}: {
  lines: readonly CartLine[];
  focus: boolean;
  onContinue: () => void;
}) {
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Review your bag</StepHeading>
      <ul className="mt-6 divide-y divide-linen border-y border-linen">
        {lines.map((line) => (
          <li key={`${line.prodId}-${line.size}-${line.color}`} className="flex gap-4 py-5">
            <ItemThumbnail imageId={line.imageId} name={line.name} className="w-20 sm:w-24" />
            <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium leading-snug sm:text-base">
                  <ProductName name={line.name} />
                </p>
                <p className="mt-1 text-xs text-muted sm:text-sm">
                  Size {line.size} · {line.color}
                </p>
                <p className="mt-1 text-xs text-muted sm:text-sm">
                  {line.quantity} × {formatPkr(line.price)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold sm:text-base">{formatPkr(line.price * line.quantity)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        Delivery within Pakistan is {formatPkr(rates.domesticFlat)} per order; outside Pakistan{' '}
        {formatPkr(rates.internationalBase)} for the first piece and {formatPkr(rates.internationalPerExtraItem)} for
        each further piece. Need to change something?{' '}
        <Link to="/cart" className="font-semibold text-madder underline decoration-madder/40 underline-offset-4">
          Edit your bag
        </Link>
        .
      </p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/cart" className="text-center text-sm font-semibold underline-offset-4 hover:underline">
          Back to Cart
        </Link>
        <Button onClick={onContinue} className="w-full sm:w-auto">
          Continue to Payment
        </Button>
      </div>
    </section>
  );
}
