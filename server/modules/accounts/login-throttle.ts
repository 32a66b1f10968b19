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

/** What admitting an attempt decided. */
export interface Verdict {
  /** Refuse for this long (429); 0 when the attempt was admitted (and counted). */
  blockedMs: number;
  /** Go on, but only after this long (the account is under a wide attack). */
  slowDownMs: number;
  /** The admitted attempt, to hand to `passed` when its password proves right; absent when blocked. */
  ticket?: AttemptTicket;
}

/** An admitted attempt, counted as a failure until its password proves right. */
export interface AttemptTicket {
  attempt: Attempt;
  keys: string[];
  entry: string;
}

export interface LoginThrottleDeps {
  failures: FailureLog;
  limits?: ThrottleLimits;
  now?: () => number;
}

/**
 * An attempt is counted as a failure *before* its password is checked, in one atomic step with the decision (issue 28):
 * 40 guesses sent at once are counted like 40 sent one after another, so at most `maxPerPair` passwords are ever tried
 * per account and address in a window. A right password takes its count back.
 */
export function createLoginThrottle({ failures, limits = LOGIN_LIMITS, now = Date.now }: LoginThrottleDeps) {
  /** Milliseconds until a key with these recent failures is under `max` again; 0 when it is under it now. */
  const waitMs = (times: number[] | undefined, max: number, at: number) =>
    times && times.length >= max ? times[times.length - max]! + limits.windowMs - at : 0;

  const deviceKey = (a: Attempt) => `device:${a.account}|${a.device}`;
  const pairKey = (a: Attempt) => `pair:${a.account}|${a.ip}`;
  const ipKey = (a: Attempt) => `ip:${a.ip}`;
  const accountKey = (account: string) => `account:${account}`;

  /** The keys an attempt counts on, with how many failures each keeps and the limit each enforces (none: 0). */
  function countedOn(attempt: Attempt) {
    // The account as a whole only slows attempts down; it never blocks, so nobody can lock its owner out.
    const account = { key: accountKey(attempt.account), kept: limits.accountCeiling, max: 0 };
    // A known device answers only for its own mistakes: no one else's guesses can keep it out.
    if (attempt.device)
      return [account, { key: deviceKey(attempt), kept: limits.maxPerDevice, max: limits.maxPerDevice }];
    return [
      account,
      { key: pairKey(attempt), kept: limits.maxPerPair, max: limits.maxPerPair },
      { key: ipKey(attempt), kept: limits.maxPerIp, max: limits.maxPerIp },
    ];
  }

  return {
    /** Counts the attempt as a failure, or refuses it (`blockedMs`) when one of its limits is already reached. */
    async admit(attempt: Attempt): Promise<Verdict> {
      const at = now();
      const keys = countedOn(attempt);
      const { admitted, recent, entry } = await failures.admit(keys, at, at - limits.windowMs, at + limits.windowMs);
      const underAttack =
        !attempt.device && (recent.get(accountKey(attempt.account))?.length ?? 0) >= limits.accountCeiling;
      const slowDownMs = underAttack ? limits.slowDownMs : 0;
      if (admitted) return { blockedMs: 0, slowDownMs, ticket: { attempt, keys: keys.map((k) => k.key), entry } };
      const blockedMs = Math.max(1, ...keys.map(({ key, max }) => (max ? waitMs(recent.get(key), max, at) : 0)));
      return { blockedMs, slowDownMs };
    },
    /**
     * The password was right: the attempt is not a failure after all (a carrier address signing in many shoppers is
     * never held up by their successes), and this device's or this address's count for the account starts again.
     */
    async passed({ attempt, keys, entry }: AttemptTicket): Promise<void> {
      await failures.withdraw(keys, entry);
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
