// Failed sign-ins counted per account and per client IP in a sliding window (security row 16). The account limit
// stops guessing one password; the IP limit is looser because many Pakistani mobile users share one carrier IP.
// Counters live in this process's memory: a restart forgets them, which only ever helps the real owner, and the
// window passing always lets them back in, so nobody is locked out for good.

export interface ThrottleLimits {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, maxPerAccount: 10, maxPerIp: 50 };
const MAX_KEYS = 100_000;

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

  /** Milliseconds until this account or IP may try again; 0 when it may try now. */
  function waitMs(key: string, max: number): number {
    const list = recent(key);
    return list.length >= max ? list[list.length - max]! + limits.windowMs - now() : 0;
  }

  return {
    blockedForMs(account: string, ip: string): number {
      return Math.max(waitMs(`account:${account}`, limits.maxPerAccount), waitMs(`ip:${ip}`, limits.maxPerIp));
    },
    failed(account: string, ip: string): void {
      record(`account:${account}`, limits.maxPerAccount);
      record(`ip:${ip}`, limits.maxPerIp);
    },
    /** The owner got in (or reset the password): their account's count starts again. */
    cleared(account: string): void {
      failures.delete(`account:${account}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
