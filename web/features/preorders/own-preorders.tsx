// The signed-in shopper's preorders on /orders (GET /api/preorders/user/preorders, newest first), beside their
// orders: each with its status and what it waits for, and a link to its production diary on /preorders.
import { Link } from 'react-router';
import { formatPkr } from '../../../domain/money.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorders.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ChevronRight } from '../../ui/icons/chevron-right.ts';
import { Gem } from '../../ui/icons/gem.ts';
import { awaitedPayment, toPreorderDisplay, type PreorderDisplay } from './preorder-display.ts';
import { PreorderStatusBadge } from './preorder-tracking-view.tsx';

const failure = (err: unknown) => failureMessage(err, PREORDER_MESSAGES.fetchFailed);

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

/** Shown only once the account guard let a signed-in customer in, so the call carries their token. */
export function OwnPreorders() {
  const { data, error, reload } = useApiQuery<PreorderView[]>('/preorders/user/preorders', { failure });
  return (
    <section aria-labelledby="own-preorders-heading" className="mt-14">
      <h2 id="own-preorders-heading" className="text-2xl sm:text-3xl">
        My preorders
      </h2>
      <div className="mt-6">
        {error ? (
          <div role="alert" className="rounded-2xl border border-madder/30 bg-madder/5 p-5 text-sm text-madder">
            <p className="font-medium">{PREORDER_MESSAGES.loadFailed(error)}</p>
            <Button variant="secondary" className="mt-4" onClick={reload}>
              Retry
            </Button>
          </div>
        ) : !data ? (
          <div role="status" aria-busy="true" className="h-20 animate-pulse rounded-2xl bg-sand/60">
            <span className="sr-only">Loading your preorders…</span>
          </div>
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-linen px-6 py-12 text-center">
            <Gem className="h-10 w-10 text-gold" aria-hidden />
            <p className="mt-4 font-display text-xl">No preorders yet</p>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">
              Your size sold out? Preorder it from the product page: our artisans make it for you, and you follow it
              here from the first stitch.
            </p>
            <ButtonLink to="/shop" variant="secondary" className="mt-6">
              Browse the shop
            </ButtonLink>
          </div>
        ) : (
          <ul className="space-y-4">
            {data.map((answer) => (
              <li key={answer.preorderId}>
                <PreorderRow preorder={toPreorderDisplay(answer)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
