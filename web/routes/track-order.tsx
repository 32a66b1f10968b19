// /track-order (SPEC §2, §5; DECISIONS X4): find an order by its tracking ID (also from ?id=), see its status timeline,
// items and amounts with personal details masked, an Error panel on failure, and the last 10 orders tracked here.
import { useEffect } from 'react';
import { ORDER_MESSAGES } from '../../domain/order-messages.ts';
import { loadOrderTrackingView, TrackingHistoryList, useOrderLookup } from '../features/orders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';
import { useAddressId, useLookupForm } from '../lib/use-lookup-form.ts';
import { LookupAnswer, LookupIdForm } from '../ui/lookup-form.tsx';
import { normaliseTrackingId } from '../../domain/references.ts';

export const meta = () => [
  { title: pageTitle('Track your order') },
  { name: 'description', content: 'Follow your order from payment to your door with its tracking ID.' },
  { name: 'robots', content: 'noindex' },
];

/** The order's view (with its screenshot dialog) is most of the page's code, and only shows once an order is found. */
const OrderTrackingView = lazyView(() => loadOrderTrackingView().then((m) => m.OrderTrackingView));

export default function TrackOrder() {
  const trackingId = useAddressId(normaliseTrackingId);
  const { lookup, reload } = useOrderLookup(trackingId);
  // Downloaded while the order is looked up, so the answer does not wait for it.
  const lookingUp = lookup.state !== 'idle';
  useEffect(() => {
    if (lookingUp) OrderTrackingView.preload();
  }, [lookingUp]);
  const form = useLookupForm(trackingId, reload, normaliseTrackingId, ORDER_MESSAGES.trackingIdRequired);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl sm:text-4xl">Track your order</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Enter the tracking ID from your confirmation email or page, for example HC-7K3M-9QX2-PT4W.
      </p>

      <div className="mt-8 space-y-8">
        <LookupIdForm
          form={form}
          formLabel="Track an order"
          fieldLabel="Tracking ID"
          name="trackingId"
          placeholder="HC-XXXX-XXXX-XXXX"
          buttonLabel="Track order"
          busy={lookup.state === 'loading'}
        />
        <LookupAnswer
          state={lookup.state}
          loadingText="Looking up your order…"
          errorMessage={lookup.state === 'error' ? lookup.message : ORDER_MESSAGES.notFound}
        >
          {lookup.state === 'found' && <OrderTrackingView order={lookup.order} onReload={reload} />}
        </LookupAnswer>
        <TrackingHistoryList current={lookup.state === 'found' ? lookup.order.trackingId : null} onPick={form.track} />
      </div>
    </div>
  );
}
