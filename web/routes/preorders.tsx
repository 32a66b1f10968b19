// /preorders (SPEC §2, §8; DECISIONS D12, D14): find a preorder by its ID (also from ?id=) and follow it being made:
// the five stages, the production diary, both payments with screenshot upload, and the last 10 preorders tracked here.
import { useEffect } from 'react';
import { PREORDER_MESSAGES } from '../../domain/preorder-messages.ts';
import { loadPreorderTrackingView, PreorderHistoryList, usePreorderLookup } from '../features/preorders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';
import { useAddressId, useLookupForm } from '../lib/use-lookup-form.ts';
import { LookupAnswer, LookupIdForm } from '../ui/lookup-form.tsx';
import { normalisePreorderId } from '../../domain/references.ts';

export const meta = () => [
  { title: pageTitle('Track your preorder') },
  { name: 'description', content: 'Follow your handmade piece from the workshop to your door with its preorder ID.' },
  { name: 'robots', content: 'noindex' },
];

/** The preorder's view (diary, payments, screenshot upload) is most of the page's code, and only shows once one is
 *  found. */
const PreorderTrackingView = lazyView(() => loadPreorderTrackingView().then((m) => m.PreorderTrackingView));

export default function Preorders() {
  const preorderId = useAddressId(normalisePreorderId);
  const { lookup, reload } = usePreorderLookup(preorderId);
  // Downloaded while the preorder is looked up, so the answer does not wait for it.
  const lookingUp = lookup.state !== 'idle';
  useEffect(() => {
    if (lookingUp) PreorderTrackingView.preload();
  }, [lookingUp]);
  const form = useLookupForm(preorderId, reload, normalisePreorderId, PREORDER_MESSAGES.preorderIdRequired);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-madder">Preorders</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Follow your piece being made</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Enter the preorder ID from your confirmation email or page, for example{' '}
        <span className="whitespace-nowrap">PO-7K3M-9QX2-PT4W</span>, to see its progress photos, notes and payments.
      </p>

      <div className="mt-8 space-y-8">
        <LookupIdForm
          form={form}
          formLabel="Track a preorder"
          fieldLabel="Preorder ID"
          name="preorderId"
          placeholder="PO-XXXX-XXXX-XXXX"
          buttonLabel="Track preorder"
          busy={lookup.state === 'loading'}
        />
        <LookupAnswer
          state={lookup.state}
          loadingText="Looking up your preorder…"
          errorMessage={lookup.state === 'error' ? lookup.message : PREORDER_MESSAGES.notFound}
        >
          {lookup.state === 'found' && <PreorderTrackingView preorder={lookup.preorder} onReload={reload} />}
        </LookupAnswer>
        <PreorderHistoryList
          current={lookup.state === 'found' ? lookup.preorder.preorderId : null}
          onPick={form.track}
        />
      </div>
    </div>
  );
}
