// Failed sign-ins counted in sliding windows so that guessing is stopped but nobody can lock the owner out (security
// row 16; issue 11). A browser that signed in to the account before (a known device) is limited on its own and never by
// what others do. Anyone else is limited per (account, address) pair and per address; the account as a whole only has
// a much higher ceiling, past which attempts are slowed, not refused. The failures are kept in the database
// (login-failures.ts), so every app instance counts the same ones (issue 19); losing them (the table is unlogged) only
// ever helps the real owner, and the window passing always lets people back in.
import type { FailureLog } from './login-failures.ts';

export interface ThrottleLimits {
  windowMs: number;
  /** Failures of one known device (a browser that signed in to the account before). */
  maxPerDevice: number;
  /** Failures for one account from one address, without a known device. */
  maxPerPair: number;
  /** Failures from one address across all accounts: looser, since many mobile shoppers share a carrier address. */
  maxPerIp: number;
  /** Failures for one account from anywhere, after which unknown devices are slowed down by `slowDownMs`. */
  accountCeiling: number;
  slowDownMs: number;
}

export const LOGIN_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60_000,
  maxPerDevice: 10,
  maxPerPair: 10,
  maxPerIp: 50,
  accountCeiling: 100,
  slowDownMs: 2_000,
};

/** One sign-in attempt (or a check of the current password): which account, from where, from which known device. */
export interface Attempt {
  account: string;
  ip: string;
  /** The id of a known device of this account; undefined for a browser the account has not signed in from. */
  device?: string;
}

export interface Verdict {
  /** Refuse for this long (429); 0 to go on. */
  blockedMs: number;
  /** Go on, but only after this long (the account is under a wide attack). */
  slowDownMs: number;
}

export interface LoginThrottleDeps {
  failures: FailureLog;
  limits?: ThrottleLimits;
  now?: () => number;
}

export function createLoginThrottle({ failures, limits = LOGIN_LIMITS, now = Date.now }: LoginThrottleDeps) {
  /** Milliseconds until a key with these recent failures is under `max` again; 0 when it is under it now. */
  const waitMs = (times: number[] | undefined, max: number, at: number) =>
    times && times.length >= max ? times[times.length - max]! + limits.windowMs - at : 0;

  const deviceKey = (a: Attempt) => `device:${a.account}|${a.device}`;
  const pairKey = (a: Attempt) => `pair:${a.account}|${a.ip}`;
  const ipKey = (a: Attempt) => `ip:${a.ip}`;
  const accountKey = (account: string) => `account:${account}`;

  return {
    async verdict(attempt: Attempt): Promise<Verdict> {
      const at = now();
      const since = at - limits.windowMs;
      // A known device answers only for its own mistakes: no one else's guesses can keep it out.
      if (attempt.device) {
        const recent = await failures.recent([deviceKey(attempt)], since);
        return { blockedMs: waitMs(recent.get(deviceKey(attempt)), limits.maxPerDevice, at), slowDownMs: 0 };
      }
      const recent = await failures.recent([pairKey(attempt), ipKey(attempt), accountKey(attempt.account)], since);
      const blockedMs = Math.max(
        waitMs(recent.get(pairKey(attempt)), limits.maxPerPair, at),
        waitMs(recent.get(ipKey(attempt)), limits.maxPerIp, at),
      );
      const underAttack = (recent.get(accountKey(attempt.account))?.length ?? 0) >= limits.accountCeiling;
      return { blockedMs, slowDownMs: underAttack ? limits.slowDownMs : 0 };
    },
    async failed(attempt: Attempt): Promise<void> {
      const at = now();
      // Only the newest `max` of a key matter for the decision; older ones would just take room.
      const counted = attempt.device
        ? [{ key: deviceKey(attempt), kept: limits.maxPerDevice }]
        : [
            { key: pairKey(attempt), kept: limits.maxPerPair },
            { key: ipKey(attempt), kept: limits.maxPerIp },
          ];
      const keys = [{ key: accountKey(attempt.account), kept: limits.accountCeiling }, ...counted];
      await failures.add(keys, at, at - limits.windowMs, at + limits.windowMs);
    },
    /** The owner proved the password from here: this device's or this address's count for the account starts again. */
    async succeeded(attempt: Attempt): Promise<void> {
      await failures.forget([attempt.device ? deviceKey(attempt) : pairKey(attempt)]);
    },
    /** The password was reset: every count against the account is lifted (the attackers' guesses are now useless). */
    async cleared(account: string): Promise<void> {
      await failures.forget([accountKey(account)], [`pair:${account}|`, `device:${account}|`]);
    },
    /** Deletes what left its window (the fleet's sweep job). */
    forgetExpired: () => failures.forgetExpired(now()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
