// The sign-in throttle on a fake clock: per-account and per-IP limits, and nobody locked out once the window passes.
import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  const limits = { windowMs: 15 * 60_000, maxPerAccount: 10, maxPerIp: 50 };

  it('blocks an account after 10 failures and lets it in again when the window has passed', () => {
    let now = 0;
    const throttle = createLoginThrottle(limits, () => now);
    for (let i = 0; i < 9; i++) throttle.failed('sana@x.pk', `10.0.0.${i}`);
    expect(throttle.blockedForMs('sana@x.pk', '10.0.1.1')).toBe(0);
    now = 60_000;
    throttle.failed('sana@x.pk', '10.0.0.99');
    // Until the oldest of the ten is 15 minutes old.
    expect(throttle.blockedForMs('sana@x.pk', '10.0.1.1')).toBe(14 * 60_000);
    now = 15 * 60_000 + 1;
    // The first nine have aged out; only the tenth remains.
    expect(throttle.blockedForMs('sana@x.pk', '10.0.1.1')).toBe(0);
  });

  it('blocks an IP after 50 failures across any accounts, but not other IPs', () => {
    const throttle = createLoginThrottle(limits, () => 1000);
    for (let i = 0; i < 50; i++) throttle.failed(`user${i}@x.pk`, '203.0.113.5');
    expect(throttle.blockedForMs('new@x.pk', '203.0.113.5')).toBeGreaterThan(0);
    expect(throttle.blockedForMs('new@x.pk', '203.0.113.6')).toBe(0);
  });

  it('clears an account when its owner gets in', () => {
    const throttle = createLoginThrottle(limits, () => 1000);
    for (let i = 0; i < 10; i++) throttle.failed('owner@x.pk', '10.0.0.1');
    throttle.cleared('owner@x.pk');
    expect(throttle.blockedForMs('owner@x.pk', '10.0.0.2')).toBe(0);
  });
});
