// The signed-in session (SPEC §3 auth: token, user, isAuthenticated), kept in the browser. Every page ships it: keep it tiny.
import type { AccountUser, SessionResponse } from '../../../domain/schemas/account-views.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';

interface SessionState {
  token: string | null;
  user: AccountUser | null;
  isAuthenticated: boolean;
  signIn(session: SessionResponse): void;
  signOut(): void;
  setUser(user: AccountUser): void;
}

const SIGNED_OUT = { token: null, user: null, isAuthenticated: false };

/** True when the token's `exp` has passed or cannot be read: the server would refuse it anyway. */
function expired(token: string): boolean {
  try {
    const { exp } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    // No exp (or not a number) compares false: treated as expired.
    return !(Number(exp) * 1000 > Date.now());
  } catch {
    return true;
  }
}

export const useSession = createPersistedStore<SessionState>(
  'shop.auth',
  1,
  (set) => ({
    ...SIGNED_OUT,
    // The device token is kept apart (known-device.ts): it outlives the session.
    signIn: ({ token, expiresAt: _expiresAt, deviceToken: _deviceToken, ...user }) =>
      set({ token, user, isAuthenticated: true }),
    // What else belongs to the account (the wishlist's copy) listens for the sign-out and clears itself.
    signOut: () => set(SIGNED_OUT),
    setUser: (user) => set({ user }),
  }),
  // A saved session without its token or user, or whose token ran out (24 h), is no session.
  (s) => {
    if ((s.token || s.user) && (!s.token || !s.user || expired(s.token))) s.signOut();
  },
);
