// Failed sign-ins counted in sliding windows so that guessing is stopped but nobody can lock the owner out (security
// row 16; issue 11). A browser that signed in to the account before (a known device) is limited on its own and never by
// what others do. Anyone else is limited per (account, address) pair and per address; the account as a whole only has
// a much higher ceiling, past which attempts are slowed, not refused. Counters live in this process's memory: a
// restart forgets them, which only ever helps the real owner, and the window passing always lets people back in.

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
const MAX_KEYS = 100_000;

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

export function createLoginThrottle(limits: ThrottleLimits = LOGIN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function record(key: string, max: number): void {
    const list = recent(key);
    list.push(now());
    // Only the newest `max` matter for the decision; older ones would just use memory.
    failures.delete(key);
    failures.set(key, list.slice(-max));
    if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
  }

  /** Milliseconds until `key` is under its limit again; 0 when it is under it now. */
  function waitMs(key: string, max: number): number {
    const list = recent(key);
    return list.length >= max ? list[list.length - max]! + limits.windowMs - now() : 0;
  }

  const deviceKey = (a: Attempt) => `device:${a.account}|${a.device}`;
  const pairKey = (a: Attempt) => `pair:${a.account}|${a.ip}`;
  const accountKey = (account: string) => `account:${account}`;

  return {
    verdict(attempt: Attempt): Verdict {
      // A known device answers only for its own mistakes: no one else's guesses can keep it out.
      if (attempt.device) return { blockedMs: waitMs(deviceKey(attempt), limits.maxPerDevice), slowDownMs: 0 };
      const blockedMs = Math.max(
        waitMs(pairKey(attempt), limits.maxPerPair),
        waitMs(`ip:${attempt.ip}`, limits.maxPerIp),
      );
      const underAttack = recent(accountKey(attempt.account)).length >= limits.accountCeiling;
      return { blockedMs, slowDownMs: underAttack ? limits.slowDownMs : 0 };
    },
    failed(attempt: Attempt): void {
      record(accountKey(attempt.account), limits.accountCeiling);
      if (attempt.device) return record(deviceKey(attempt), limits.maxPerDevice);
      record(pairKey(attempt), limits.maxPerPair);
      record(`ip:${attempt.ip}`, limits.maxPerIp);
    },
    /** The owner proved the password from here: this device's or this address's count for the account starts again. */
    succeeded(attempt: Attempt): void {
      failures.delete(attempt.device ? deviceKey(attempt) : pairKey(attempt));
    },
    /** The password was reset: every count against the account is lifted (the attackers' guesses are now useless). */
    cleared(account: string): void {
      for (const key of [...failures.keys()]) {
        if (key === accountKey(account) || key.startsWith(`pair:${account}|`) || key.startsWith(`device:${account}|`))
          failures.delete(key);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
