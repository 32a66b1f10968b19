// The signed-in shopper's cancel of their own order on /orders (issue 28 item 7): offered while the order is pending and
// not yet paid, asked twice, sent as PUT /orders/{id}/cancel. A paid order is cancelled by the shop, since its money goes
// back by hand: it says so with the contact link instead. Should staff confirm the payment meanwhile, the server refuses
// and its words are shown.
import { useState } from 'react';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { apiRequest } from '../../lib/api.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { TextLink } from '../../ui/text-link.tsx';
import type { OrderDisplay } from './order-types.ts';

const CANCEL_FAILED = 'Failed to cancel the order. Please try again.';

export function OwnOrderCancel({ order, onChanged }: { order: OrderDisplay; onChanged(): void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = order.paymentDetails.status === 'paid';
  const open = order.status === 'pending' || order.status === 'processing';

  // The server's refusal stays above whatever the order offers now (a payment confirmed meanwhile: the note below).
  const refused = <FormAlert message={failure} />;
  if (paid && open)
    return (
      <div className="space-y-3">
        {refused}
        <p className="text-sm text-muted" data-testid="paid-cancel-note">
          {ORDER_MESSAGES.paidCancelByUs.replace(/contact us$/, '')}
          <TextLink to="/contact">contact us</TextLink>
        </p>
      </div>
    );
  if (order.status !== 'pending' || paid) return failure ? refused : null;

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest(`/orders/${encodeURIComponent(order.trackingId)}/cancel`, { method: 'PUT' });
      onChanged();
    } catch (err) {
      setFailure(failureMessage(err, CANCEL_FAILED));
      setAsking(false);
      // The order changed under the shopper (paid meanwhile): show it as it is now, with the server's words above.
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {refused}
      {asking ? (
        <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Cancel this order?">
          <p className="text-sm text-ink">Cancel this order? Its pieces go back on sale.</p>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </Button>
          <Button className="bg-madder! hover:bg-madder-dark!" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Yes, cancel order'}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Cancel order
        </Button>
      )}
    </div>
  );
}
