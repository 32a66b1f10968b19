// The profile's password part: a button that opens the change-password form, and the confirmation once it is done.
import { Suspense, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { lazyView } from '../../lib/lazy-view.ts';
import { Button } from '../../ui/button.tsx';
import { FormNotice } from '../../ui/form-messages.tsx';

/** The form downloads once the section shows, not with the page: most visits never change the password. */
const ChangePasswordForm = lazyView(() => import('./change-password-form.tsx').then((m) => m.ChangePasswordForm));

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  useEffect(() => ChangePasswordForm.preload(), []);
  return (
    <section aria-labelledby="password-heading" className="border-t border-linen pt-6">
      <h3 id="password-heading" className="font-display text-xl">
        Password
      </h3>
      <p className="mt-1 text-sm text-muted">Changing it signs you out on your other devices.</p>
      <div className="mt-4 space-y-4">
        <FormNotice message={changed ? ACCOUNT_MESSAGES.passwordChanged : null} />
        {open ? (
          <Suspense fallback={<div className="h-64" aria-busy="true" />}>
            <ChangePasswordForm
              onCancel={() => setOpen(false)}
              onChanged={() => {
                setOpen(false);
                setChanged(true);
              }}
            />
          </Suspense>
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
