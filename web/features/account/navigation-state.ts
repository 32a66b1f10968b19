// What travels to /login and /register in navigation state: where to come back to, and a message to show there
// (the admin sign-up's success, a finished password reset, an expired session). Kept free of imports: the password
// gate on every page reads it.

/** Where the owner of an admin-created account chooses their own password (use-password-change-gate.ts). */
export const CHANGE_PASSWORD_PATH = '/change-password';

export interface AccountState {
  from?: string;
  message?: string;
}

/** Reads the state defensively: anyone can put anything in history.state. */
export function accountState(state: unknown): AccountState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, message } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
