// The browser's client for our REST API: JSON in and out, the session's Bearer token, errors as thrown ApiError with the server's message.
import { useSession } from '../features/account/session-store.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Dispatched on window, with the server's words as detail, when the server refuses the session's token; root.tsx
 *  then takes the visitor to /login. */
export const SESSION_EXPIRED_EVENT = 'shop:session-expired';

/** Whether a session token is sent with the next request (a signed-in visitor, not a guest). */
export function hasSession(): boolean {
  return Boolean(useSession.getState().token);
}

export const UNREADABLE_ANSWER = 'The shop sent an answer we could not read. Please try again.';

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const { token } = useSession.getState();
  const json = init.body !== undefined;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (json ? 'POST' : 'GET'),
      headers: {
        ...(json && { 'Content-Type': 'application/json' }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...init.headers,
      },
      body: json ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach the shop. Please check your connection and try again.');
  }
  let payload: { error?: string };
  try {
    payload = (await response.json()) as { error?: string };
  } catch (err) {
    // Given up while the answer was still arriving: fail as if given up before it came, never hand the caller an
    // empty answer it would take for the real one (a list that loses its rows the moment the filter changes).
    if (init.signal?.aborted) throw err;
    if (response.ok) throw new ApiError(response.status, UNREADABLE_ANSWER);
    payload = {};
  }
  // SPEC §8: a 401 signs out. Only for a call that sent the token still in use: a wrong password at sign-in sent none,
  // and a session replaced meanwhile (signed in again in another tab) is not the one refused.
  const session = useSession.getState();
  if (response.status === 401 && token && session.token === token) {
    session.signOut();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: payload.error }));
  }
  if (!response.ok) throw new ApiError(response.status, payload.error ?? `Request failed (${response.status})`);
  return payload as T;
}
