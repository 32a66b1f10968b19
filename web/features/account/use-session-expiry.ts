// When the server refuses the session's token (session-api.ts signs out), the visitor is taken to /login to sign in again
// and brought back afterwards (SPEC §8), by a client navigation: what they were doing is not reloaded away.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_EXPIRED_EVENT } from '../session/index.ts';

export function useSessionExpiry(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // The message is the server's own (ACCOUNT_MESSAGES.sessionExpired): the sign-in page shows it above the form.
    const onExpired = (event: Event) => {
      navigate('/login', {
        state: {
          from: location.pathname + location.search,
          message: (event as CustomEvent<string | undefined>).detail,
        },
      });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
}
