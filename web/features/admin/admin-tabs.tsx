// The admin panel's sections as tabs (the full panel of SPEC §2 grows here): Users for those who manage accounts,
// and everyone's own Profile. The open tab is in the address (?tab=), so a reload or a shared link keeps it.
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import type { AccountUser } from '../../../domain/accounts.ts';
import { roleCan } from '../../../domain/permissions.ts';
import { User } from '../../ui/icons/user.ts';
import { Users } from '../../ui/icons/users.ts';
import { ProfilePanel } from '../account/profile-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

const TRIGGER =
  '-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-4 py-3.5 text-sm font-medium text-muted transition first:pl-0 hover:text-ink data-[state=active]:border-madder data-[state=active]:text-ink sm:px-5';

export function AdminTabs({ user }: { user: AccountUser }) {
  const [params, setParams] = useSearchParams();
  const tabs = [...(roleCan(user.role, 'users:manage') ? (['users'] as const) : []), 'profile' as const];
  const requested = params.get('tab');
  const value = tabs.find((t) => t === requested) ?? tabs[0];

  return (
    <Tabs.Root value={value} onValueChange={(tab) => setParams(tab === tabs[0] ? {} : { tab }, { replace: true, preventScrollReset: true })}>
      <Tabs.List aria-label="Admin sections" className="flex overflow-x-auto border-b border-linen">
        {tabs.includes('users') && (
          <Tabs.Trigger value="users" className={TRIGGER}>
            <Users className="h-4 w-4" aria-hidden />
            Users
          </Tabs.Trigger>
        )}
        <Tabs.Trigger value="profile" className={TRIGGER}>
          <User className="h-4 w-4" aria-hidden />
          Profile
        </Tabs.Trigger>
      </Tabs.List>
      {tabs.includes('users') && (
        <Tabs.Content value="users" className="pt-8 outline-none">
          <UsersPanel self={user} />
        </Tabs.Content>
      )}
      <Tabs.Content value="profile" className="pt-8 outline-none">
        <div className="max-w-3xl rounded-2xl border border-linen bg-white p-6 shadow-sm sm:p-8">
          <ProfilePanel />
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}
