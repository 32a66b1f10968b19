// /preorder-confirmation/{preorderId} (SPEC §2, §8): loading, not found (with the way to /preorders), and the thank-you
// page: the preorder ID, Track Preorders, Continue Shopping, Download PDF (the server's PDF, the full one for the
// owner), Print, the summary, the customer's details (masked unless the owner or staff, X4) and What Happens Next.
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { PREORDER_MESSAGES } from '../../domain/preorder-messages.ts';
import { loadPreorderConfirmationView, usePreorderLookup } from '../features/preorders/index.ts';
import { ConfirmationFailure, ConfirmationLoading } from '../features/orders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';
import { ButtonLink } from '../ui/button.tsx';

export const meta = () => [{ title: pageTitle('Preorder confirmation') }, { name: 'robots', content: 'noindex' }];

/** The thank-you page itself is most of the page's code, downloaded while the preorder is fetched. */
const PreorderConfirmationView = lazyView(() => loadPreorderConfirmationView().then((m) => m.PreorderConfirmationView));

export default function PreorderConfirmation() {
  const { preorderId = '' } = useParams();
  const { lookup, reload } = usePreorderLookup(preorderId || null);
  useEffect(() => PreorderConfirmationView.preload(), []);
  const loading = <ConfirmationLoading label="Loading your preorder…" />;

  if (lookup.state === 'loading') return loading;

  if (lookup.state !== 'found') {
    const notFound = lookup.state !== 'error';
    return (
      <ConfirmationFailure
        title={notFound ? 'Preorder not found' : 'Something went wrong'}
        message={notFound ? PREORDER_MESSAGES.confirmationNotFound : `Error: ${lookup.message}`}
        onRetry={notFound ? undefined : reload}
      >
        <ButtonLink to="/preorders" className="mt-8">
          Track a preorder
        </ButtonLink>
      </ConfirmationFailure>
    );
  }

  return (
    <Suspense fallback={loading}>
      <PreorderConfirmationView preorder={lookup.answer} />
    </Suspense>
  );
}
