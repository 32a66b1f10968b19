// Step 1 of /checkout (SPEC §2): the bag to check before paying, the page's note, Continue to Payment, and Back to
// Cart; the preorder checkout's Cart Review is the same step with its own note and Back to Product.
import { Link } from 'react-router';
import { formatPkr } from '../../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../../ui/item-thumbnail.tsx';
import type { CheckoutLine } from './checkout-state.ts';
import { StepHeading } from './step-heading.tsx';

export function CartReviewStep({
  lines,
  focus,
  onContinue,
  heading = 'Review your bag',
  note,
  back = { to: '/cart', label: 'Back to Cart' },
}: {
  lines: readonly CheckoutLine[];
  focus: boolean;
  onContinue: () => void;
  heading?: string;
  /** What the page says under the bag (the order's delivery rule, the preorder's timeline). */
  note: React.ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>{heading}</StepHeading>
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
      <p className="mt-4 text-sm text-muted">{note}</p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={back.to} className="text-center text-sm font-semibold underline-offset-4 hover:underline">
          {back.label}
        </Link>
        <Button onClick={onContinue} className="w-full sm:w-auto">
          Continue to Payment
        </Button>
      </div>
    </section>
  );
}
