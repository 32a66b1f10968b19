// The signed-in session's face: the store every page reads and the API client's hook-up. The lowest feature: it imports no other.
export { SESSION_EXPIRED_EVENT, sessionForApi } from './session-api.ts';
export { useSession } from './session-store.ts';
