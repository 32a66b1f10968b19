// The staff sign-up form (SPEC §5 admin signup rules; DECISIONS X2): the shop's first administrator while none
// exists, afterwards only with an administrator's one-time invite code, which decides the role.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { adminSignupFormSchema } from '../../../domain/schemas/accounts.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import type { AdminSignupView } from '../../../domain/schemas/account-views.ts';

interface AdminSignupFormProps {
  /** True while the shop has no administrator: no invite is needed. */
  firstRun: boolean;
  inviteCode: string;
}

export function AdminSignupForm({ firstRun, inviteCode }: AdminSignupFormProps) {
  const navigate = useNavigate();
  const form = useFormFields({
    inviteCode,
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    phoneNumber: '',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'Pakistan',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const { inviteCode: code, street, city, state, zipCode, country, ...rest } = form.values;
    const parsed = form.validate(adminSignupFormSchema, {
      ...rest,
      address: { street, city, state, zipCode, country },
      // Without a code the server decides: first-run set-up, or 'Admin signup is closed'.
      ...(code.trim() && !firstRun ? { inviteCode: code } : {}),
    });
    if (!parsed) return;
    const { confirmPassword: _confirmPassword, ...payload } = parsed;
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiRequest<AdminSignupView>('/users/admin-signup', { body: payload });
      navigate('/login', { state: { message } });
    } catch (err) {
      setError(failureMessage(err, ACCOUNT_MESSAGES.registrationFailed));
      setBusy(false);
    }
  }

  const closed = error === ACCOUNT_MESSAGES.adminSignupClosed || error === ACCOUNT_MESSAGES.inviteInvalid;
  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Staff sign-up"
      className="space-y-6"
    >
      <FormAlert message={error}>
        {closed && (
          <p className="mt-1 font-normal">
            Staff accounts need an invite from an administrator. Ask them for a new invite link.
          </p>
        )}
      </FormAlert>
      {!firstRun && (
        <TextField
          form={form}
          name="inviteCode"
          label="Invite code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="From your invite link"
        />
      )}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-display text-xl">Your details</legend>
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
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-display text-xl">Address</legend>
        <TextField
          form={form}
          name="street"
          label="Street"
          autoComplete="address-line1"
          placeholder="House, street, area"
          className="sm:col-span-2"
        />
        <TextField form={form} name="city" label="City" autoComplete="address-level2" />
        <TextField form={form} name="state" label="Province / state" autoComplete="address-level1" />
        <TextField form={form} name="zipCode" label="Postal code" autoComplete="postal-code" inputMode="numeric" />
        <TextField form={form} name="country" label="Country" autoComplete="country-name" />
      </fieldset>
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy ? 'Creating the account…' : 'Create staff account'}
      </Button>
    </form>
  );
}
