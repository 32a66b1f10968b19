// The browser's client for our REST API: JSON in and out, the session's Bearer token, errors as thrown ApiError with the server's message.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the refusal said besides its message (a 409's current stock, for one). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** What the client needs from the signed-in session; the account feature supplies it once, at the root (root.tsx), so
 *  this shared client depends on no feature. */
export interface ApiSession {
  /** The Bearer token of the session in use, or null for a guest. */
  getToken(): string | null;
  /** The server refused the token still in use (SPEC §8: a 401 signs out); `message` is the server's words. */
  onUnauthorized(message: string | undefined): void;
}

let session: ApiSession = { getToken: () => null, onUnauthorized: () => {} };

export function configureApi(wiring: ApiSession): void {
  session = wiring;
}

/** The token API calls carry; for callers that make their own fetch (send-order.ts, upload-file.ts). */
export const apiToken = (): string | null => session.getToken();

/** A 401 for a call that sent `sentToken`. Only the token still in use signs out: a wrong password at sign-in sent
 *  none, and a session replaced meanwhile (signed in again in another tab) is not the one refused. */
export function tokenRefused(sentToken: string | null, message: string | undefined): void {
  if (sentToken && session.getToken() === sentToken) session.onUnauthorized(message);
}

export const UNREADABLE_ANSWER = 'The shop sent an answer we could not read. Please try again.';

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const token = session.getToken();
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
  if (response.status === 401) tokenRefused(token, payload.error);
  if (!response.ok) {
    const { error, ...details } = payload as Record<string, unknown>;
    throw new ApiError(
      response.status,
      typeof error === 'string' ? error : `Request failed (${response.status})`,
      details,
    );
  }
  return payload as T;
}
