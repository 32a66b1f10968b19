// The profile's password part: a button that opens the change-password form, and the confirmation once it is done.
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { Button } from '../../ui/button.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { FormNotice } from '../../ui/form-messages.tsx';

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  return (
    <section aria-labelledby="password-heading" className="border-t border-linen pt-6">
      <h3 id="password-heading" className="font-display text-xl">
        Password
      </h3>
      <p className="mt-1 text-sm text-muted">Changing it signs you out on your other devices.</p>
      <div className="mt-4 space-y-4">
        <FormNotice message={changed ? ACCOUNT_MESSAGES.passwordChanged : null} />
        {open ? (
          <ChangePasswordForm
            onCancel={() => setOpen(false)}
            onChanged={() => {
              setOpen(false);
              setChanged(true);
            }}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setChanged(false);
              setOpen(true);
            }}
          >
            Change password
          </Button>
        )}
      </div>
    </section>
  );
}
