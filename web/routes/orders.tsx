// /orders: the signed-in shopper's orders, newest first, each in the tracking view (SPEC §2), then their preorders,
// each linking to its production diary. Signed-out visitors go to /login and come back; staff go to /admin
// (use-account-guard.ts).
import { Suspense, useEffect, useMemo } from 'react';
import { SignedOutNote, useAccountGuard } from '../features/account/index.ts';
import { OwnPreorders } from '../features/preorders/index.ts';
import { type FullOrder, loadOwnOrderList, type OrderDisplay, toDisplay } from '../features/orders/index.ts';
import { ApiError } from '../lib/api.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';
import { useApiQuery } from '../lib/use-api-query.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { PackageCheck } from '../ui/icons/package-check.ts';

export const meta = () => [{ title: pageTitle('My orders') }, { name: 'robots', content: 'noindex' }];

type OrdersState =
  { state: 'loading' } | { state: 'ready'; orders: OrderDisplay[] } | { state: 'error'; message: string };

/** SPEC §8 default when the server gives no reason. */
const FETCH_FAILED = 'Failed to fetch orders';

const failure = (err: unknown) =>
  err instanceof ApiError && !/^Request failed/.test(err.message) ? err.message : FETCH_FAILED;

/** The orders themselves (the tracking view and its screenshot dialog): most of the page's code, downloaded while the
 *  orders are fetched. */
const OwnOrderList = lazyView(() => loadOwnOrderList().then((m) => m.OwnOrderList));

function useOwnOrders(enabled: boolean): { orders: OrdersState; reload: () => void } {
  // Kept while asked again after a cancel, so the list (and a refusal shown in it) stays in place.
  const { data, error, reload } = useApiQuery<FullOrder[]>(enabled ? '/users/orders' : null, {
    failure,
    keepPreviousData: true,
  });
  const orders = useMemo(() => data?.map(toDisplay), [data]);
  if (error) return { orders: { state: 'error', message: error }, reload };
  return { orders: orders ? { state: 'ready', orders } : { state: 'loading' }, reload };
}

export default function Orders() {
  const guard = useAccountGuard('customer');
  const { orders, reload } = useOwnOrders(guard.status === 'allowed');
  useEffect(() => {
    if (guard.status === 'allowed') OwnOrderList.preload();
  }, [guard.status]);

  if (guard.status === 'signed-out') return <SignedOutNote from="/orders" />;
  const loading = (
    <div role="status" aria-busy="true" className="space-y-4">
      <div className="h-20 animate-pulse rounded-2xl bg-sand/60" />
      <div className="h-20 animate-pulse rounded-2xl bg-sand/60" />
      <span className="sr-only">Loading your orders…</span>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl sm:text-4xl">My orders</h1>
      <div className="mt-8">
        {guard.status === 'checking' || orders.state === 'loading' ? (
          loading
        ) : orders.state === 'error' ? (
          <div role="alert" className="rounded-2xl border border-madder/30 bg-madder/5 p-5 text-sm text-madder">
            <p className="font-medium">Error loading orders: {orders.message}</p>
            <Button variant="secondary" className="mt-4" onClick={reload}>
              Retry
            </Button>
          </div>
        ) : orders.orders.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <PackageCheck className="h-12 w-12 text-gold" aria-hidden />
            <p className="mt-6 font-display text-2xl">You have no orders yet</p>
            <p className="mt-2 text-muted">When you place an order, you can follow it here.</p>
            <ButtonLink to="/shop" className="mt-8">
              Shop Now
            </ButtonLink>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted" role="status">
              {orders.orders.length} {orders.orders.length === 1 ? 'order' : 'orders'}
            </p>
            <Suspense fallback={loading}>
              <OwnOrderList orders={orders.orders} onChanged={reload} />
            </Suspense>
          </>
        )}
      </div>
      {guard.status === 'allowed' && <OwnPreorders />}
    </div>
  );
}
