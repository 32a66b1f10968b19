// The sign-in throttle on a fake clock: per (account, address) and per address limits, known devices that no one else
// can lock out, a slow-down (never a block) for an account attacked from everywhere, and windows that pass.
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_LIMITS } from './login-throttle.ts';

const owner = (ip: string, device?: string) => ({ account: 'sana@x.pk', ip, device });

describe('login throttle', () => {
  it('blocks one address for one account after 10 failures, and lets it in again when the window has passed', () => {
    let now = 0;
    const throttle = createLoginThrottle(LOGIN_LIMITS, () => now);
    for (let i = 0; i < 9; i++) throttle.failed(owner('10.0.0.1'));
    expect(throttle.verdict(owner('10.0.0.1')).blockedMs).toBe(0);
    now = 60_000;
    throttle.failed(owner('10.0.0.1'));
    // Until the oldest of the ten is 15 minutes old.
    expect(throttle.verdict(owner('10.0.0.1')).blockedMs).toBe(14 * 60_000);
    // The same account from another address, and another account from this one, are not affected.
    expect(throttle.verdict(owner('10.0.0.2')).blockedMs).toBe(0);
    expect(throttle.verdict({ account: 'other@x.pk', ip: '10.0.0.1' }).blockedMs).toBe(0);
    now = 15 * 60_000 + 1;
    expect(throttle.verdict(owner('10.0.0.1')).blockedMs).toBe(0);
  });

  it('blocks an address after 50 failures across any accounts, but not other addresses', () => {
    const throttle = createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 50; i++) throttle.failed({ account: `user${i}@x.pk`, ip: '203.0.113.5' });
    expect(throttle.verdict({ account: 'new@x.pk', ip: '203.0.113.5' }).blockedMs).toBeGreaterThan(0);
    expect(throttle.verdict({ account: 'new@x.pk', ip: '203.0.113.6' }).blockedMs).toBe(0);
  });

  it('never lets others lock out a known device, and only slows unknown ones once the account is attacked from everywhere', () => {
    const throttle = createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 200; i++) throttle.failed(owner(`198.51.${i >> 8}.${i & 255}`));
    expect(throttle.verdict(owner('198.51.0.7', 'phone-1'))).toEqual({ blockedMs: 0, slowDownMs: 0 });
    // An unknown browser on a fresh address still gets to try, after a pause.
    expect(throttle.verdict(owner('192.0.2.1'))).toEqual({ blockedMs: 0, slowDownMs: LOGIN_LIMITS.slowDownMs });
  });

  it('limits a known device on its own mistakes, so a stolen device token is no free pass', () => {
    const throttle = createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 10; i++) throttle.failed(owner(`10.0.0.${i}`, 'phone-1'));
    expect(throttle.verdict(owner('10.0.9.9', 'phone-1')).blockedMs).toBeGreaterThan(0);
    expect(throttle.verdict(owner('10.0.9.9', 'laptop-2')).blockedMs).toBe(0);
    expect(throttle.verdict(owner('10.0.9.9')).blockedMs).toBe(0);
  });

  it('starts the count again for whoever gets in, and lifts every count on a password reset', () => {
    const throttle = createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 10; i++) throttle.failed(owner('10.0.0.1'));
    throttle.succeeded(owner('10.0.0.1'));
    expect(throttle.verdict(owner('10.0.0.1')).blockedMs).toBe(0);
    for (let i = 0; i < 150; i++) throttle.failed(owner(`10.1.${i >> 8}.${i & 255}`));
    throttle.cleared('sana@x.pk');
    expect(throttle.verdict(owner('10.1.0.3'))).toEqual({ blockedMs: 0, slowDownMs: 0 });
  });
});
