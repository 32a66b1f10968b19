// /admin-signup: staff sign-up for signed-out visitors (SPEC §2; DECISIONS X2). While the shop has no administrator
// it creates the first one; afterwards it needs an administrator's invite (?invite=CODE fills it in).
import { useSearchParams } from 'react-router';
import { AccountPage, AdminSignupForm, useLeaveWhenSignedIn } from '../features/account/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';
import { useApiQuery } from '../lib/use-api-query.ts';
import type { SignupStatusView } from '../../domain/schemas/account-views.ts';

export const meta = () => [{ title: pageTitle('Staff sign-up') }, { name: 'robots', content: 'noindex' }];

type Mode = 'loading' | 'first-run' | 'invite';

export default function AdminSignup() {
  const [params] = useSearchParams();
  useLeaveWhenSignedIn(() => '/');
  // Unknown (the status could not be read): ask for the invite; the server still decides when the form is sent.
  const status = useApiQuery<SignupStatusView, true>('/users/admin-signup/status', { failure: () => true });
  const mode: Mode = status.data
    ? status.data.firstRun
      ? 'first-run'
      : 'invite'
    : status.error
      ? 'invite'
      : 'loading';

  return (
    <AccountPage
      wide
      title="Staff sign-up"
      intro={
        mode === 'loading' ? (
          <p>Create a staff account for the shop.</p>
        ) : mode === 'first-run' ? (
          <p>
            This creates the shop&rsquo;s first administrator. After that, new staff join with an invite from an
            administrator.
          </p>
        ) : (
          <p>
            Staff accounts are by invitation: an administrator must invite you. Opening their invite link fills in the
            code below.
          </p>
        )
      }
      footer={
        <>
          <p>
            Already have an account? <TextLink to="/login">Sign in</TextLink>
          </p>
          <p>
            Shopping with us? <TextLink to="/register">Create a customer account</TextLink>
          </p>
        </>
      }
    >
      {mode === 'loading' ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <span className="sr-only">Loading…</span>
          <div className="h-10 animate-pulse rounded-lg bg-sand" />
          <div className="h-10 animate-pulse rounded-lg bg-sand" />
          <div className="h-10 animate-pulse rounded-lg bg-sand" />
        </div>
      ) : (
        <AdminSignupForm key={mode} firstRun={mode === 'first-run'} inviteCode={params.get('invite') ?? ''} />
      )}
    </AccountPage>
  );
}
