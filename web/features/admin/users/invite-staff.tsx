// Inviting a staff member (DECISIONS X2): the admin picks a role, the server makes a one-time code valid 7 days, and
// either emails the /admin-signup link that carries it to the address given or the admin passes the link on. The code
// is shown once: only its hash is kept.
import { useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../domain/accounts.ts';
import type { InviteView as Invite } from '../../../../domain/schemas/account-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Check } from '../../../ui/icons/check.ts';
import { Copy } from '../../../ui/icons/copy.ts';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';
import { pakistanDateTime } from '../../../../domain/pakistan-time.ts';

const CONTROL = `${INPUT_LOOK} ${INPUT_BORDER} px-4 py-2.5 text-sm`;

export function InviteStaff() {
  const uid = useId();
  const [role, setRole] = useState<StaffRole>('worker');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [copied, setCopied] = useState(false);
  const link = invite ? `${location.origin}/admin-signup?invite=${encodeURIComponent(invite.code)}` : '';

  async function create(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setCopied(false);
    try {
      setInvite(await apiRequest<Invite>('/users/invites', { body: { role, email: email.trim() } }));
    } catch (err) {
      setError(failureMessage(err, 'Failed to create invite'));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an older browser, a refused permission): select the link so it can be copied by hand.
      const field = document.getElementById(`${uid}-link`);
      if (field instanceof HTMLInputElement) field.select();
    }
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-xl border border-linen bg-sand/40 p-5 sm:p-6">
      <h2 id={`${uid}-title`} className="text-2xl">
        Invite staff
      </h2>
      <p className="mt-1 text-sm text-muted">
        New staff sign up with a one-time invite link, valid for 7 days. Their role comes from the invite. Give their
        email to send the link there, or copy it and pass it on yourself.
      </p>
      <form onSubmit={(e) => void create(e)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${uid}-role`} className="block text-sm font-medium text-ink">
            Role
          </label>
          <select
            id={`${uid}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            className={`${CONTROL} mt-1.5 w-full sm:w-48`}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:flex-1">
          <label htmlFor={`${uid}-email`} className="block text-sm font-medium text-ink">
            Email the invite to <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={`${uid}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="name@example.pk"
            className={`${CONTROL} mt-1.5 w-full`}
          />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating…' : 'Create invite'}
        </Button>
      </form>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div role="status">
        {invite && (
          <div className="mt-2 space-y-3 rounded-lg border border-leaf/30 bg-white p-4">
            <p className="text-sm font-medium text-ink">
              Invite for a {ROLE_LABELS[invite.role].toLowerCase()} created.{' '}
              {invite.emailedTo ? `We emailed the link to ${invite.emailedTo}.` : 'Send this link.'} It works once,
              until {pakistanDateTime(invite.expiresAt, { zone: true })}.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor={`${uid}-link`} className="sr-only">
                Invite link
              </label>
              <input
                id={`${uid}-link`}
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                className={`${CONTROL} min-w-0 flex-1 font-mono text-xs`}
              />
              <Button variant="secondary" className="px-4! py-2!" onClick={() => void copy()}>
                {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
            <p className="text-sm text-muted">
              Invite code: <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-ink">{invite.code}</code>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
