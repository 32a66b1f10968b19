// Unsubscribe links: the token is the subscriber's id with an HMAC of it, so nothing secret is stored in the database,
// a link can be made again at any send, and a guessed or altered token is refused before the database is asked.
import crypto from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 256 bits of HMAC-SHA-256, base64url: 43 characters. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

const macOf = (key: Uint8Array, subscriberId: string) =>
  crypto.createHmac('sha256', key).update(`newsletter-unsubscribe:${subscriberId}`).digest();

/** The token of a subscriber's unsubscribe link, under `key` (derived from the session secret in services.ts). */
export function unsubscribeToken(key: Uint8Array, subscriberId: string): string {
  return `${subscriberId}.${macOf(key, subscriberId).toString('base64url')}`;
}

/** The subscriber a token was made for, or null when it was not made with `key`; compared in constant time. */
export function subscriberIdOf(key: Uint8Array, token: string): string | null {
  const [id = '', mac = '', ...rest] = token.split('.');
  if (rest.length || !UUID.test(id) || !MAC.test(mac)) return null;
  // The text is compared, not the decoded bytes: the 43rd character carries 2 unused bits, and only the one spelling
  // the shop wrote is its link.
  const expected = Buffer.from(macOf(key, id).toString('base64url'));
  return crypto.timingSafeEqual(Buffer.from(mac), expected) ? id : null;
}
