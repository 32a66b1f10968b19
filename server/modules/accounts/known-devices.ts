// Known devices: a browser that signed in to an account keeps a token saying so, and sends it with its next sign-in.
// The token lets that browser past the lockout others can cause (login-throttle.ts); it opens nothing by itself. It is
// stateless (an HMAC of the account and a random device id), so nothing is stored and any instance can check it.
import crypto from 'node:crypto';

const DEVICE_ID = /^[\w-]{22}$/;

export function createKnownDevices(key: Uint8Array) {
  const sign = (userId: string, deviceId: string) =>
    crypto.createHmac('sha256', key).update(`${userId}:${deviceId}`).digest('base64url');

  /** The device id behind a token this account was given; undefined for anything else (another account's, forged). */
  function deviceOf(userId: string, token: string | undefined): string | undefined {
    const [deviceId, signature] = (token ?? '').split('.');
    if (!deviceId || !signature || !DEVICE_ID.test(deviceId)) return undefined;
    const expected = Buffer.from(sign(userId, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /** A token for this browser: the same device id when it already had one, else a new one. */
  function tokenFor(userId: string, deviceId = crypto.randomBytes(16).toString('base64url')): string {
    return `${deviceId}.${sign(userId, deviceId)}`;
  }

  return { deviceOf, tokenFor };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
