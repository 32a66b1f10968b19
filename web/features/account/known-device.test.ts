// This browser's proof per account that it signed in before: found by the email however it is typed, kept for at most
// five accounts (the oldest forgotten), and never a reason to fail when storage is broken or blocked.
import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { deviceTokenFor, rememberDevice } from './known-device.ts';

installBrowser();

beforeEach(() => {
  storage.clear();
  storage.failWrites = false;
});

describe('known devices', () => {
  it('finds the token by the email, whatever its case and spaces', () => {
    rememberDevice(' Sana@Example.pk ', 'device-1');
    expect(deviceTokenFor('sana@example.pk')).toBe('device-1');
    expect(deviceTokenFor('SANA@EXAMPLE.PK  ')).toBe('device-1');
    expect(deviceTokenFor('other@example.pk')).toBeUndefined();
  });

  it('replaces the token of an account signing in again', () => {
    rememberDevice('sana@example.pk', 'old');
    rememberDevice('sana@example.pk', 'new');
    expect(deviceTokenFor('sana@example.pk')).toBe('new');
  });

  it('keeps the five accounts signed in to most recently', () => {
    for (const n of [1, 2, 3, 4, 5]) rememberDevice(`user${n}@example.pk`, `d${n}`);
    rememberDevice('user1@example.pk', 'd1-again');
    rememberDevice('user6@example.pk', 'd6');
    expect(deviceTokenFor('user2@example.pk')).toBeUndefined();
    for (const n of [3, 4, 5, 6]) expect(deviceTokenFor(`user${n}@example.pk`)).toBe(`d${n}`);
    expect(deviceTokenFor('user1@example.pk')).toBe('d1-again');
  });

  it('knows no device when what was saved cannot be read', () => {
    storage.setItem('shop.known-devices', '{broken');
    expect(deviceTokenFor('sana@example.pk')).toBeUndefined();
    rememberDevice('sana@example.pk', 'device-1');
    expect(deviceTokenFor('sana@example.pk')).toBe('device-1');
  });

  it('signs in as an unknown device when storage is blocked', () => {
    storage.failWrites = true;
    expect(() => rememberDevice('sana@example.pk', 'device-1')).not.toThrow();
    expect(deviceTokenFor('sana@example.pk')).toBeUndefined();
  });
});
