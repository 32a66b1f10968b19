// Undoing an email change from the link mailed to the old address (issue 28). Nothing happens on opening the link
// (mail scanners open links too): the owner presses the button, then the old address is back, every session has ended
// (this browser's too), and a one-time link leads on to choosing a new password.
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { EmailUndoneView } from '../../../domain/schemas/account-views.ts';
import { apiRequest } from '../../lib/api.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { TextLink } from '../../ui/text-link.tsx';
import { useSession } from '../session/index.ts';

export function UndoEmailChange({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [undone, setUndone] = useState<EmailUndoneView | null>(null);

  async function undo() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<EmailUndoneView>('/users/undo-email-change', { body: { token } });
      // The server ended every session: forget this browser's, whichever account it was.
      useSession.getState().signOut();
      setUndone(answer);
    } catch (err) {
      setError(failureMessage(err, 'Failed to undo the change. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (undone)
    return (
      <div className="space-y-5" role="status">
        <p className="text-pretty leading-relaxed" data-testid="email-restored">
          {undone.message}
        </p>
        <ButtonLink to={`/reset-password/${undone.resetToken}`} className="w-full">
          Choose a new password
        </ButtonLink>
        <p className="text-sm text-muted">
          The button works once, for 1 hour. Later, use <TextLink to="/forgot-password">Forgot password</TextLink>.
        </p>
      </div>
    );

  return (
    <div className="space-y-5">
      <FormAlert message={error}>
        {error === ACCOUNT_MESSAGES.emailUndoInvalid && (
          <p className="mt-2">
            Still worried about your account? <TextLink to="/forgot-password">Reset your password</TextLink>.
          </p>
        )}
      </FormAlert>
      <p className="text-pretty leading-relaxed">
        This puts back the email address this link was sent to and signs your account out on every device. Then you
        choose a new password.
      </p>
      <Button onClick={() => void undo()} disabled={busy} aria-busy={busy} className="w-full">
        {busy ? 'Undoing…' : 'Undo the email change'}
      </Button>
    </div>
  );
}
