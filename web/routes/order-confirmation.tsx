// /order-confirmation/{trackingId} (SPEC §2, §8): loading, not found, and the thank-you page with the tracking ID,
// the courier once shipped, the order, what to transfer and where and by when, the payment screenshot (view, add or
// replace), delivery and returns terms.
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { ORDER_MESSAGES } from '../../domain/order-messages.ts';
import {
  ConfirmationFailure,
  ConfirmationLoading,
  loadOrderConfirmationView,
  OrderConfirmationLinks,
  useOrderLookup,
} from '../features/orders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Order confirmation') }, { name: 'robots', content: 'noindex' }];

/** The thank-you page itself (with the screenshot upload and viewer) is most of the page's code, downloaded while the
 *  order is fetched. */
const OrderConfirmationView = lazyView(() => loadOrderConfirmationView().then((m) => m.OrderConfirmationView));

export default function OrderConfirmation() {
  const { trackingId = '' } = useParams();
  const { lookup, reload } = useOrderLookup(trackingId);
  useEffect(() => OrderConfirmationView.preload(), []);
  const loading = <ConfirmationLoading label="Loading your order…" />;

  if (lookup.state === 'loading' || lookup.state === 'idle') return loading;

  if (lookup.state === 'not-found' || lookup.state === 'error') {
    return (
      <ConfirmationFailure
        title={lookup.state === 'not-found' ? 'Order not found' : 'Something went wrong'}
        message={lookup.state === 'not-found' ? ORDER_MESSAGES.notFound : `Error: ${lookup.message}`}
        onRetry={lookup.state === 'error' ? reload : undefined}
      >
        <div className="mt-8">
          <OrderConfirmationLinks />
        </div>
      </ConfirmationFailure>
    );
  }

  return (
    <Suspense fallback={loading}>
      <OrderConfirmationView order={lookup.order} reload={reload} />
    </Suspense>
  );
}
