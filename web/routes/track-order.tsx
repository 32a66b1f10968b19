// /track-order (SPEC §2, §5; DECISIONS X4): find an order by its tracking ID (also from ?id=), see its status timeline,
// items and amounts with personal details masked, an Error panel on failure, and the last 10 orders tracked here.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { normaliseTrackingId, ORDER_MESSAGES } from '../../domain/orders.ts';
import { FormField } from '../ui/form-field.tsx';
import { OrderTrackingView } from '../features/orders/order-tracking-view.tsx';
import { TrackingHistoryList } from '../features/orders/tracking-history-list.tsx';
import { useOrderLookup } from '../features/orders/use-order-lookup.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button } from '../ui/button.tsx';
import { Search } from '../ui/icons/search.ts';
import { XCircle } from '../ui/icons/x-circle.ts';

export const meta = () => [
  { title: pageTitle('Track your order') },
  { name: 'description', content: 'Follow your order from payment to your door with its tracking ID.' },
  { name: 'robots', content: 'noindex' },
];

export default function TrackOrder() {
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('id')?.trim() ?? '';
  const trackingId = raw ? normaliseTrackingId(raw) : null;
  const { lookup, reload } = useOrderLookup(trackingId);
  const [input, setInput] = useState(trackingId ?? '');
  const [error, setError] = useState<string | null>(null);

  // Back and Forward change the address: the box shows the ID whose order is on screen.
  useEffect(() => setInput(trackingId ?? ''), [trackingId]);

  function track(id: string) {
    setInput(id);
    setError(null);
    // In the address, so the result can be shared, reloaded or reached with Back.
    if (id === trackingId) reload();
    else setParams({ id });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!input.trim()) {
      setError(ORDER_MESSAGES.trackingIdRequired);
      return;
    }
    track(normaliseTrackingId(input));
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl sm:text-4xl">Track your order</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Enter the tracking ID from your confirmation email or page, for example HC-7K3M-9QX2-PT4W.
      </p>

      <div className="mt-8 space-y-8">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Track an order"
          className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField id={`${uid}-id`} label="Tracking ID" error={error ?? undefined} className="flex-1">
              {(p) => (
                <input
                  {...p}
                  name="trackingId"
                  value={input}
                  onChange={(e) => {
                    setInput(e.target.value);
                    if (error) setError(null);
                  }}
                  placeholder="HC-XXXX-XXXX-XXXX"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className={`${p.className} font-mono tracking-wider`}
                />
              )}
            </FormField>
            <Button type="submit" className="sm:mt-7" disabled={lookup.state === 'loading'}>
              <Search className="h-4 w-4" aria-hidden />
              Track order
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {lookup.state === 'loading' && (
            <div role="status" aria-busy="true" className="h-72 animate-pulse rounded-2xl bg-sand/60">
              <span className="sr-only">Looking up your order…</span>
            </div>
          )}
          {(lookup.state === 'not-found' || lookup.state === 'error') && (
            <div
              role="alert"
              className="flex gap-3 rounded-2xl border border-madder/30 bg-madder/5 p-5 text-madder"
              data-testid="track-error"
            >
              <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <div>
                <h2 className="font-sans text-base font-semibold">Error</h2>
                <p className="mt-1 text-sm">
                  {lookup.state === 'not-found' ? ORDER_MESSAGES.notFound : lookup.message}
                </p>
              </div>
            </div>
          )}
          {lookup.state === 'found' && <OrderTrackingView order={lookup.order} onReload={reload} />}
        </div>
        <TrackingHistoryList current={lookup.state === 'found' ? lookup.order.trackingId : null} onPick={track} />
      </div>
    </div>
  );
}
