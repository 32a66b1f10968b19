// Creating an account with any role (SPEC §6: admins "create users with a chosen role"): POST /api/users with the
// registration rules and messages of SPEC §5; the password is typed twice and only once sent. The form opens on
// 'New user'; on success it clears, says who can now sign in, and the Users list is fetched again.
import { useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../domain/accounts.ts';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { createUserFormSchema } from '../../../../domain/schemas/accounts.ts';
import { apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Plus } from '../../../ui/icons/plus.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../../ui/text-field.tsx';
import { useFormFields } from '../../../lib/use-form-fields.ts';

const EMPTY = {
  name: '',
  email: '',
  phoneNumber: '',
  role: 'customer',
  password: '',
  confirmPassword: '',
  street: '',
  city: '',
};

export const userCreatedMessage = (user: AccountUser) =>
  `User created successfully! ${user.name} can now sign in as ${ROLE_LABELS[user.role]}.`;

export function CreateUserForm({ onCreated }: { onCreated(user: AccountUser): void }) {
  const uid = useId();
  // Closed until asked for: the accounts list below is what the admin comes here for most days.
  const [open, setOpen] = useState(false);
  // A new key gives a fresh, empty form after each account made.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-linen bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${uid}-title`} className="text-2xl">
            Create user
          </h2>
          <p className="mt-1 text-sm text-muted">
            Make an account for a customer or a staff member and tell them the password you set; at first sign-in they
            choose their own.
          </p>
        </div>
        {!open && (
          <Button
            variant="secondary"
            className="shrink-0 px-4! py-2.5!"
            aria-controls={`${uid}-form`}
            aria-expanded={false}
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            New user
          </Button>
        )}
      </div>
      <div className="*:not-empty:mt-4">
        <FormNotice message={notice} />
      </div>
      {open && (
        <div id={`${uid}-form`} className="mt-5">
          <CreateUserFields
            key={round}
            onStart={() => setNotice(null)}
            onCancel={() => {
              setOpen(false);
              setRound((r) => r + 1);
            }}
            onCreated={(user) => {
              setNotice(userCreatedMessage(user));
              setRound((r) => r + 1);
              onCreated(user);
            }}
          />
        </div>
      )}
    </section>
  );
}

function CreateUserFields({
  onStart,
  onCancel,
  onCreated,
}: {
  onStart(): void;
  onCancel(): void;
  onCreated(user: AccountUser): void;
}) {
  const form = useFormFields(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    onStart();
    const { street, city, ...fields } = form.values;
    // The address is optional: sent only when the admin typed some of it.
    const input = { ...fields, ...((street.trim() || city.trim()) && { address: { street, city } }) };
    const parsed = form.validate(createUserFormSchema, input);
    if (!parsed) return;
    const { confirmPassword: _confirmPassword, ...payload } = parsed;
    setBusy(true);
    setError(null);
    try {
      onCreated(await apiRequest<AccountUser>('/users', { body: payload }));
    } catch (err) {
      setError(failureMessage(err, 'Failed to create user'));
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Create user" className="space-y-5">
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Full name" autoComplete="off" />
        <TextField form={form} name="email" label="Email" autoComplete="off" {...EMAIL_INPUT} />
        <TextField
          form={form}
          name="phoneNumber"
          label="Phone number"
          autoComplete="off"
          placeholder="+92 300 1234567"
          {...PHONE_INPUT}
        />
        <FormField id={form.idOf('role')} label="Role" error={form.errors.role}>
          {(p) => (
            <select
              {...p}
              name="role"
              value={form.values.role}
              onChange={(e) => form.change('role', e.target.value as Role)}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PasswordField form={form} name="password" label="Password" autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <TextField
          form={form}
          name="street"
          label="Address"
          optional
          autoComplete="off"
          placeholder="House, street, area"
        />
        <TextField form={form} name="city" label="City" optional autoComplete="off" />
      </div>
      <p className="text-sm text-muted">At least 6 characters for the password, and not a common one.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
          {busy ? 'Creating user…' : 'Create user'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel} className="w-full sm:w-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
