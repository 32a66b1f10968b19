// /preorders (SPEC §2, §8; DECISIONS D12, D14): find a preorder by its ID (also from ?id=) and follow it being made:
// the five stages, the production diary, both payments with screenshot upload, and the last 10 preorders tracked here.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { normalisePreorderId, PREORDER_MESSAGES } from '../../domain/preorders.ts';
import { PreorderHistoryList } from '../features/preorders/preorder-history-list.tsx';
import { PreorderTrackingView } from '../features/preorders/preorder-tracking-view.tsx';
import { usePreorderLookup } from '../features/preorders/use-preorder-lookup.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Search } from '../ui/icons/search.ts';
import { XCircle } from '../ui/icons/x-circle.ts';

export const meta = () => [
  { title: pageTitle('Track your preorder') },
  { name: 'description', content: 'Follow your handmade piece from the workshop to your door with its preorder ID.' },
  { name: 'robots', content: 'noindex' },
];

export default function Preorders() {
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('id')?.trim() ?? '';
  const preorderId = raw ? normalisePreorderId(raw) : null;
  const { lookup, reload } = usePreorderLookup(preorderId);
  const [input, setInput] = useState(preorderId ?? '');
  const [error, setError] = useState<string | null>(null);

  // Back and Forward change the address: the box shows the ID whose preorder is on screen.
  useEffect(() => setInput(preorderId ?? ''), [preorderId]);

  function track(id: string) {
    setInput(id);
    setError(null);
    // In the address, so the diary can be shared, reloaded or reached with Back.
    if (id === preorderId) reload();
    else setParams({ id });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!input.trim()) {
      setError(PREORDER_MESSAGES.preorderIdRequired);
      return;
    }
    track(normalisePreorderId(input));
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-madder">Preorders</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Follow your piece being made</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Enter the preorder ID from your confirmation email or page, for example{' '}
        <span className="whitespace-nowrap">PO-7K3M-9QX2-PT4W</span>, to see its progress photos, notes and payments.
      </p>

      <div className="mt-8 space-y-8">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Track a preorder"
          className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField id={`${uid}-id`} label="Preorder ID" error={error ?? undefined} className="flex-1">
              {(p) => (
                <input
                  {...p}
                  name="preorderId"
                  value={input}
                  onChange={(e) => {
                    setInput(e.target.value);
                    if (error) setError(null);
                  }}
                  placeholder="PO-XXXX-XXXX-XXXX"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className={`${p.className} font-mono tracking-wider`}
                />
              )}
            </FormField>
            <Button type="submit" className="sm:mt-7" disabled={lookup.state === 'loading'}>
              <Search className="h-4 w-4" aria-hidden />
              Track preorder
            </Button>
          </div>
        </form>

        <div aria-live="polite">
          {lookup.state === 'loading' && (
            <div role="status" aria-busy="true" className="h-72 animate-pulse rounded-2xl bg-sand/60">
              <span className="sr-only">Looking up your preorder…</span>
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
                  {lookup.state === 'not-found' ? PREORDER_MESSAGES.notFound : lookup.message}
                </p>
              </div>
            </div>
          )}
          {lookup.state === 'found' && <PreorderTrackingView preorder={lookup.preorder} onReload={reload} />}
        </div>
        <PreorderHistoryList current={lookup.state === 'found' ? lookup.preorder.preorderId : null} onPick={track} />
      </div>
    </div>
  );
}
