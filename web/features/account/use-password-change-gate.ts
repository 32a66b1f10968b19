// Keeps the owner of an admin-created account on /change-password until they have chosen their own password: the
// server refuses everything else for that session anyway, so every other page would only show errors.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from './session-store.ts';

export const CHANGE_PASSWORD_PATH = '/change-password';

export function usePasswordChangeGate(): void {
  const pending = useSession((s) => s.user?.mustChangePassword === true);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pending && pathname !== CHANGE_PASSWORD_PATH) void navigate(CHANGE_PASSWORD_PATH, { replace: true, state: { from: pathname + search } });
  }, [pending, pathname, search, navigate]);
}
