// How the API client (web/lib/api.ts) reaches the session: the token it sends, and what a refused token does (SPEC §8:
// sign out, then root.tsx takes the visitor to /login). Given to configureApi once, in root.tsx.
import type { ApiSession } from '../../lib/api.ts';
import { useSession } from './session-store.ts';

/** Dispatched on window, with the server's words as detail, when the server refuses the session's token
 *  (use-session-expiry.ts listens). */
export const SESSION_EXPIRED_EVENT = 'shop:session-expired';

export const sessionForApi: ApiSession = {
  getToken: () => useSession.getState().token,
  onUnauthorized(message) {
    useSession.getState().signOut();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: message }));
  },
};
