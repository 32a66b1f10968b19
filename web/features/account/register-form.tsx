// The registration form (SPEC §5: every field's rule and message; DECISIONS D8: the address is one line, stored as
// the street). Registering signs the shopper in and welcomes them by name; the confirmation is checked here and never
// sent.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { SessionResponse } from '../../../domain/schemas/account-views.ts';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { toast } from '../../ui/toast.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { startSession } from './sign-in.ts';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';

export function RegisterForm() {
  const form = useFormFields(
    { name: '', email: '', password: '', confirmPassword: '', phoneNumber: '', address: '' },
    loadAccountSchemas,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = await form.validateLoaded(() => loadAccountSchemas().then((m) => m.registerFormSchema), form.values);
    if (!parsed) return;
    const { confirmPassword: _confirmPassword, ...payload } = parsed;
    setBusy(true);
    setError(null);
    try {
      const session = await apiRequest<SessionResponse>('/users/register', { body: payload });
      startSession(session);
      toast.success(ACCOUNT_MESSAGES.welcome(session.firstName || session.name));
    } catch (err) {
      setError(failureMessage(err, ACCOUNT_MESSAGES.registrationFailed));
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Create an account"
      className="space-y-5"
    >
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Full name" autoComplete="name" />
        <TextField form={form} name="email" label="Email" autoComplete="email" {...EMAIL_INPUT} />
        <PasswordField form={form} name="password" label="Password" autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <TextField
          form={form}
          name="phoneNumber"
          label="Phone number"
          autoComplete="tel"
          placeholder="+92 300 1234567"
          {...PHONE_INPUT}
        />
        <TextField
          form={form}
          name="address"
          label="Address"
          autoComplete="street-address"
          placeholder="House, street, area, city"
        />
      </div>
      <p className="text-sm text-muted">
        At least 6 characters for the password. We use your phone and address only for your orders.
      </p>
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
