// The profile in edit mode (SPEC §5 profile rules; DECISIONS D3, D8): name, email, phone and the structured address,
// checked with the API's own schema; a new email asks for the current password (issue 28). Save is busy while saving,
// Cancel goes back unchanged.
import { useState, type FormEvent } from 'react';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { loadAccountSchemas } from './account-schemas.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-messages.tsx';
import { failureMessage } from '../../lib/failure-message.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';

interface ProfileFormProps {
  user: AccountUser;
  onSaved(user: AccountUser): void;
  onCancel(): void;
}

export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const form = useFormFields(
    { name: user.name, email: user.email, currentPassword: '', phoneNumber: user.phoneNumber, ...user.address },
    loadAccountSchemas,
  );
  // A stolen session alone must not move the account to another address: a new email needs the current password.
  const emailChanging = form.values.email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const { name, email, currentPassword, phoneNumber, street, city, state, zipCode, country } = form.values;
    const payload = await form.validateLoaded(() => loadAccountSchemas().then((m) => m.profileFormSchema(user.email)), {
      ...(emailChanging && { currentPassword }),
      name,
      email,
      phoneNumber,
      address: { street, city, state, zipCode, country },
    });
    if (!payload) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await apiRequest<AccountUser>('/users/profile', { method: 'PUT', body: payload }));
    } catch (err) {
      setError(failureMessage(err, 'Failed to update profile'));
      setBusy(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Edit profile"
      className="space-y-6"
    >
      <h2 className="text-2xl sm:text-3xl">Edit profile</h2>
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Full name" autoComplete="name" />
        <TextField form={form} name="email" label="Email" autoComplete="email" {...EMAIL_INPUT} />
        {emailChanging && (
          <div className="sm:col-span-2">
            <PasswordField
              form={form}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
            />
            <p className="mt-2 text-sm text-muted">
              Needed to change your email. We will email {user.email} a link to undo the change for 7 days.
            </p>
          </div>
        )}
        <TextField
          form={form}
          name="phoneNumber"
          label="Phone number"
          autoComplete="tel"
          placeholder="+92 300 1234567"
          {...PHONE_INPUT}
        />
      </div>
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
        <TextField form={form} name="city" label="City" optional autoComplete="address-level2" />
        <TextField form={form} name="state" label="Province / state" optional autoComplete="address-level1" />
        <TextField
          form={form}
          name="zipCode"
          label="Postal code"
          optional
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField form={form} name="country" label="Country" optional autoComplete="country-name" />
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
