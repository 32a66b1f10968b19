// 'Resend confirmation' and 'Send status update' in the order and preorder modals (SPEC §7 Email, for messages:manage:
// admin and coordinator): the customer's email sent again on request (POST /api/email/{order|preorder}-confirmation/{id}
// and -status-update/{id}), with SPEC §8's success message from the server, or the alert and the server's reason.
import { Button } from '../../../ui/button.tsx';
import { ChangeFeedback, useRecordChange } from '../kit/index.ts';

type MailedRecord = 'order' | 'preorder';

const FAILED: Record<MailedRecord, { confirmation: string; status: string }> = {
  order: {
    confirmation: 'Failed to send the order confirmation email. Please try again.',
    status: 'Failed to send the order status update email. Please try again.',
  },
  preorder: {
    confirmation: 'Failed to send the preorder confirmation email. Please try again.',
    status: 'Failed to send the preorder status update email. Please try again.',
  },
};

/** The answer of a send: `{ success, message }`; the record itself did not change, so the modal keeps what it shows. */
interface Sent {
  message: string;
}

const nothingChanged = () => undefined;

export function ResendMailButtons({ record, id }: { record: MailedRecord; id: string }) {
  const change = useRecordChange<Sent>(nothingChanged);
  const send = (what: 'confirmation' | 'status-update') =>
    void change.send(
      `/email/${record}-${what}/${id}`,
      undefined,
      { failed: FAILED[record][what === 'confirmation' ? 'confirmation' : 'status'], done: (answer) => answer.message },
      'POST',
    );
  return (
    <div>
      <p className="text-sm text-muted">Send the customer their email again, e.g. when it did not arrive.</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Button
          variant="secondary"
          className="min-h-10 px-3! py-2!"
          disabled={change.busy}
          onClick={() => send('confirmation')}
        >
          Resend confirmation
        </Button>
        <Button
          variant="secondary"
          className="min-h-10 px-3! py-2!"
          disabled={change.busy}
          onClick={() => send('status-update')}
        >
          Send status update
        </Button>
      </div>
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </div>
  );
}
