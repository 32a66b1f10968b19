// Keeps the owner of an admin-created account on /change-password until they have chosen their own password: the
// server refuses everything else for that session anyway, so every other page would only show errors.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountState, CHANGE_PASSWORD_PATH } from './navigation-state.ts';
import { useSession } from '../session/index.ts';

export function usePasswordChangeGate(): void {
  const pending = useSession((s) => s.user?.mustChangePassword === true);
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!pending || pathname === CHANGE_PASSWORD_PATH) return;
    // Leaving the sign-in page, the page to end on is the one the visitor asked for before signing in, not /login.
    const from = accountState(state).from ?? pathname + search;
    navigate(CHANGE_PASSWORD_PATH, { replace: true, state: { from } });
  }, [pending, pathname, search, state, navigate]);
}
