// The signed-in user's profile, loaded in the browser with their token (GET /api/users/profile), shown and edited in
// place (DECISIONS D3), with the password change below; /profile and the admin panel's Profile tab both show it.
import { Suspense, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../ui/form-messages.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { useSession } from '../session/index.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { lazyView } from '../../lib/lazy-view.ts';

/** The edit form (and its checks) downloads once the profile shows, not with the page: most visits only look. */
const ProfileForm = lazyView(() => import('./profile-form.tsx').then((m) => m.ProfileForm));

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" className="animate-pulse">
      <span className="sr-only">Loading your profile…</span>
      <div className="flex items-center gap-4">
        <div className="h-16 w-16 rounded-full bg-sand" />
        <div className="h-7 w-48 rounded bg-sand" />
      </div>
      <div className="mt-8 space-y-4">
        <div className="h-5 w-full rounded bg-sand" />
        <div className="h-5 w-5/6 rounded bg-sand" />
        <div className="h-5 w-2/3 rounded bg-sand" />
      </div>
    </div>
  );
}

const failure = (err: unknown) => failureMessage(err, 'Failed to get profile');
// The session's copy follows what the server holds (a change made on another device).
const keepSessionUser = (user: AccountUser) => useSession.getState().setUser(user);

export function ProfilePanel() {
  const profile = useApiQuery<AccountUser>('/users/profile', { failure, onData: keepSessionUser });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = !!profile.data;
  useEffect(() => {
    if (shown) ProfileForm.preload();
  }, [shown]);

  if (profile.error) {
    return (
      <div className="space-y-4">
        <FormAlert message={profile.error} />
        <Button variant="secondary" onClick={profile.reload}>
          Retry
        </Button>
      </div>
    );
  }
  const user = profile.data;
  if (!user) return <ProfileSkeleton />;

  if (editing) {
    return (
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={(updated) => {
            useSession.getState().setUser(updated);
            profile.setData(() => updated);
            setEditing(false);
            setSaved(true);
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      <FormNotice message={saved ? ACCOUNT_MESSAGES.profileUpdated : null} />
      <ProfileDetails user={user} />
      <Button
        variant="secondary"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        Edit profile
      </Button>
      <PasswordSection />
    </div>
  );
}
