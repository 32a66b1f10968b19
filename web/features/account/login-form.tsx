// The sign-in form (SPEC §5 rules and messages): email and password, the server's refusal in the error banner
// ('Login failed' when it gives none), a busy button while signing in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { SessionResponse } from '../../../domain/schemas/account-views.ts';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { deviceTokenFor } from './known-device.ts';
import { startSession } from './sign-in.ts';
import { EMAIL_INPUT, TextField } from '../../ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';

export function LoginForm() {
  const form = useFormFields({ email: '', password: '' }, loadAccountSchemas);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const payload = await form.validateLoaded(() => loadAccountSchemas().then((m) => m.loginSchema), form.values);
    if (!payload) return;
    setBusy(true);
    setError(null);
    try {
      startSession(
        await apiRequest<SessionResponse>('/users/login', {
          body: { ...payload, deviceToken: deviceTokenFor(payload.email) },
        }),
      );
      // The page moves on by itself once signed in; the button stays busy until then.
    } catch (err) {
      setError(failureMessage(err, ACCOUNT_MESSAGES.loginFailed));
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in" className="space-y-5">
      <FormAlert message={error} />
      <TextField form={form} name="email" label="Email" autoComplete="email" {...EMAIL_INPUT} />
      <div>
        <PasswordField form={form} name="password" label="Password" autoComplete="current-password" />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-madder underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
