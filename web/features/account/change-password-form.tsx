// Changing the password of the signed-in account (PUT /api/users/password): the current one, then the new one twice.
// The server ends every other session and answers a fresh one, which this device keeps.
import { useState, type FormEvent } from 'react';
import type { AccountUser, SessionResponse } from '../../../domain/schemas/account-views.ts';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { FormAlert } from '../../ui/form-messages.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { startSession } from './sign-in.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';

interface ChangePasswordFormProps {
  onChanged: (user: AccountUser) => void;
  onCancel?: () => void;
  submitLabel?: string;
}

export function ChangePasswordForm({ onChanged, onCancel, submitLabel = 'Change password' }: ChangePasswordFormProps) {
  const form = useFormFields({ currentPassword: '', password: '', confirmPassword: '' }, loadAccountSchemas);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = await form.validateLoaded(
      () => loadAccountSchemas().then((m) => m.changePasswordFormSchema),
      form.values,
    );
    if (!parsed) return;
    setBusy(true);
    setError(null);
    try {
      const session = await apiRequest<SessionResponse>('/users/password', {
        method: 'PUT',
        body: { currentPassword: parsed.currentPassword, password: parsed.password },
      });
      // The fresh session; for an account that had to choose its password first, the wishlist joins it now.
      startSession(session);
      const { token: _token, expiresAt: _expiresAt, ...user } = session;
      onChanged(user);
    } catch (err) {
      setError(failureMessage(err, 'Failed to change your password. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Change password"
      className="space-y-5"
    >
      <FormAlert message={error} />
      <PasswordField form={form} name="currentPassword" label="Current password" autoComplete="current-password" />
      <PasswordField form={form} name="password" label="New password" autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy} className="sm:flex-1">
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
