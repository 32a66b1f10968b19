// The signed-in shopper's preorders on /orders (GET /api/preorders/user/preorders, newest first), beside their
// orders: each with its status and what it waits for, and a link to its production diary on /preorders. The rows
// (own-preorder-list.tsx) download while the list is fetched: the page's first JavaScript stays small.
import { Suspense, useEffect } from 'react';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { lazyView } from '../../lib/lazy-view.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Gem } from '../../ui/icons/gem.ts';

const OwnPreorderList = lazyView(() => import('./own-preorder-list.tsx').then((m) => m.OwnPreorderList));

const failure = (err: unknown) => failureMessage(err, PREORDER_MESSAGES.fetchFailed);

/** Shown only once the account guard let a signed-in customer in, so the call carries their token. */
export function OwnPreorders() {
  const { data, error, reload } = useApiQuery<PreorderView[]>('/preorders/user/preorders', { failure });
  useEffect(() => OwnPreorderList.preload(), []);
  const loading = (
    <div role="status" aria-busy="true" className="h-20 animate-pulse rounded-2xl bg-sand/60">
      <span className="sr-only">Loading your preorders…</span>
    </div>
  );
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
          loading
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
          <Suspense fallback={loading}>
            <OwnPreorderList preorders={data} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
