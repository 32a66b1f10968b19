// The signed-in user's profile, loaded in the browser with their token (GET /api/users/profile), shown and edited in
// place (DECISIONS D3), with the password change below; /profile and the admin panel's Profile tab both show it.
import { useCallback, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert, FormNotice } from './form-messages.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useSession } from './session-store.ts';
import { failureMessage } from './failure-message.ts';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; user: AccountUser };

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

export function ProfilePanel() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const fetchProfile = useCallback((signal?: AbortSignal) => {
    setLoad({ kind: 'loading' });
    apiRequest<AccountUser>('/users/profile', { signal })
      .then((user) => {
        setLoad({ kind: 'ready', user });
        // The session's copy follows what the server holds (a change made on another device).
        useSession.getState().setUser(user);
      })
      .catch((err: unknown) => {
        if (!signal?.aborted) setLoad({ kind: 'error', message: failureMessage(err, 'Failed to get profile') });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal);
    return () => controller.abort();
  }, [fetchProfile]);

  if (load.kind === 'loading') return <ProfileSkeleton />;
  if (load.kind === 'error') {
    return (
      <div className="space-y-4">
        <FormAlert message={load.message} />
        <Button variant="secondary" onClick={() => fetchProfile()}>
          Retry
        </Button>
      </div>
    );
  }

  if (editing) {
    return (
      <ProfileForm
        user={load.user}
        onCancel={() => setEditing(false)}
        onSaved={(user) => {
          useSession.getState().setUser(user);
          setLoad({ kind: 'ready', user });
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <FormNotice message={saved ? ACCOUNT_MESSAGES.profileUpdated : null} />
      <ProfileDetails user={load.user} />
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
