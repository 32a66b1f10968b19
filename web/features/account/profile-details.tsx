// The profile in view mode: avatar, name, role for staff, contact details, the structured address and member since.
import { ROLE_LABELS } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { isStaff } from '../../../domain/permissions.ts';
import { InitialsAvatar } from '../../ui/initials-avatar.tsx';
import { pakistanDate } from '../../../domain/pakistan-time.ts';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-linen py-4 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-6">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: AccountUser }) {
  const { street, city, state, zipCode, country } = user.address;
  const region = [city, state, zipCode].filter(Boolean).join(', ');
  return (
    <div>
      <div className="flex items-center gap-4">
        <InitialsAvatar name={user.name} />
        <div className="min-w-0">
          <h2 className="break-words text-2xl leading-tight sm:text-3xl">{user.name}</h2>
          {isStaff(user.role) && (
            <p className="mt-1 text-xs font-semibold uppercase tracking-[0.2em] text-madder">
              {ROLE_LABELS[user.role]}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-6">
        <Detail label="Email">{user.email}</Detail>
        <Detail label="Phone">{user.phoneNumber}</Detail>
        <Detail label="Address">
          <address className="not-italic">
            {street}
            {region && <span className="block">{region}</span>}
            {country && <span className="block">{country}</span>}
          </address>
        </Detail>
        <Detail label="Member since">{pakistanDate(user.createdAt, { month: 'long' })}</Detail>
      </dl>
    </div>
  );
}
