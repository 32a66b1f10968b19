// Pages for signed-out visitors only (/login, /register, /admin-signup): a signed-in visitor, or one who has just
// signed in here, is sent on to `destination(user)`.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { useSession } from '../session/index.ts';

export function useLeaveWhenSignedIn(destination: (user: AccountUser) => string): void {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const to = user ? destination(user) : null;
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}
