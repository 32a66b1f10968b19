// The guard of /profile and /admin (SPEC §2): signed-out visitors go to /login and come back afterwards; shoppers
// belong on /profile and staff on /admin. Checked in the browser once the saved session is read: the server renders
// these pages the same for everyone.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { isStaff } from '../../../domain/permissions.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { useSession } from '../session/index.ts';

export type GuardResult = { status: 'checking' } | { status: 'allowed'; user: AccountUser } | { status: 'signed-out' };

export function useAccountGuard(area: 'customer' | 'staff'): GuardResult {
  const hydrated = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [outcome, setOutcome] = useState<'pending' | 'stay' | 'leave'>('pending');
  const belongs = user ? isStaff(user.role) === (area === 'staff') : false;

  useEffect(() => {
    // Only the first look decides where to send the visitor. Signing out later is handled by whoever signed out
    // (the Sign out button leaves first; an expired session goes to /login with its message), and a sign-out in
    // another tab shows the signed-out note instead of a surprise redirect.
    if (!hydrated || outcome !== 'pending') return;
    if (!user) navigate('/login', { replace: true, state: { from: pathname + search } });
    else if (!belongs) navigate(area === 'staff' ? '/' : '/admin', { replace: true });
    setOutcome(user && belongs ? 'stay' : 'leave');
  }, [hydrated, outcome, user, belongs, area, navigate, pathname, search]);

  if (outcome !== 'stay') return { status: 'checking' };
  if (!user) return { status: 'signed-out' };
  return belongs ? { status: 'allowed', user } : { status: 'checking' };
}
