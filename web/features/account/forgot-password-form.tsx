// Asking for a password-reset link (DECISIONS X10): the answer is the same whether or not the email has an account,
// so the page never tells anyone which addresses are registered.
import { useState, type FormEvent } from 'react';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../ui/form-messages.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { EMAIL_INPUT, TextField } from '../../ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import type { MessageView } from '../../../domain/schemas/account-views.ts';

export function ForgotPasswordForm() {
  const form = useFormFields({ email: '' }, loadAccountSchemas);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const payload = await form.validateLoaded(
      () => loadAccountSchemas().then((m) => m.forgotPasswordSchema),
      form.values,
    );
    if (!payload) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiRequest<MessageView>('/users/forgot-password', { body: payload });
      setSent(message);
    } catch (err) {
      setError(failureMessage(err, 'Failed to send the reset link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <FormNotice message={sent} />;

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Reset your password"
      className="space-y-5"
    >
      <FormAlert message={error} />
      <TextField form={form} name="email" label="Email" autoComplete="email" {...EMAIL_INPUT} />
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
