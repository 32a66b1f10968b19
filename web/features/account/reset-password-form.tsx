// Setting a new password with the emailed one-time link (DECISIONS X10). Done: on to /login with the server's
// message; a used or expired link: its error, with the way to ask for a new one.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { TextLink } from '../../ui/text-link.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import type { MessageView } from '../../../domain/schemas/account-views.ts';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useFormFields({ password: '', confirmPassword: '' }, loadAccountSchemas);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; linkRefused: boolean } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = await form.validateLoaded(
      () => loadAccountSchemas().then((m) => m.resetPasswordFormSchema),
      form.values,
    );
    if (!parsed) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiRequest<MessageView>('/users/reset-password', {
        body: { token, password: parsed.password },
      });
      navigate('/login', { replace: true, state: { message } });
    } catch (err) {
      const message = failureMessage(err, 'Failed to reset your password. Please try again.');
      // A too-common password is a 400 too, but about the form: only the link's own refusal offers a new link.
      setError({ message, linkRefused: message === ACCOUNT_MESSAGES.resetInvalid });
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Choose a new password"
      className="space-y-5"
    >
      <FormAlert message={error?.message ?? null}>
        {error?.linkRefused && (
          <p className="mt-2">
            <TextLink to="/forgot-password">Request a new link</TextLink>
          </p>
        )}
      </FormAlert>
      <PasswordField form={form} name="password" label="New password" autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
        {busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
