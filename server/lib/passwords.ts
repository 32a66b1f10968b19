// Password hashing with scrypt (node:crypto) at OWASP's cost and a per-user salt; constant-time verification; hashes
// made at an older cost are recognised so sign-in can upgrade them. Hashing runs through a small queue of its own.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { createWorkQueue } from './work-queue.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt's cost parameters, stored in each hash so that a hash made at any cost still verifies. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB and about 0.4 s of one core per hash here). Hashes made
 * with other parameters still verify, and `needsRehash` tells sign-in to store a new one.
 */
export const HASH_PARAMS: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; twice that leaves room for any older hash we still read. */
const MAX_MEMORY = 2 * 128 * HASH_PARAMS.N * HASH_PARAMS.r;

/**
 * Hashes run on libuv's four threads, which new database connections (SCRAM's PBKDF2) and file reads need too: two at
 * a time keeps the others free, 40 more may wait, and past that sign-in answers 503 busy rather than stall everything.
 * Measured on 2 cores with 20 sign-ins at once and no queue, new connections timed out and answered 503.
 */
const hashing = createWorkQueue('password', { concurrency: 2, maxWaiting: 40 });

const derive = (password: string, salt: Buffer, length: number, params: ScryptCost) =>
  hashing.run(() => scrypt(password.normalize('NFKC'), salt, length, { ...params, maxmem: MAX_MEMORY }));

function parse(stored: string) {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return undefined;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(saltText, 'base64url'),
    key: Buffer.from(keyText, 'base64url'),
  };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A hash made at another cost than this hasher's, to be replaced the next time its owner proves the password. */
  needsRehash(stored: string): boolean;
}

/**
 * Hashes at `cost`: OWASP's in the shop. The test harness passes a cheaper one, because its hundreds of sign-ups and
 * sign-ins would otherwise spend minutes in scrypt (server/test/harness.ts).
 */
export function createPasswordHasher(cost: ScryptCost = HASH_PARAMS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.randomBytes(16);
      const key = await derive(password, salt, KEY_LENGTH, cost);
      return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
      return crypto.timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.params.N !== cost.N || parsed.params.r !== cost.r || parsed.params.p !== cost.p;
    },
  };
}
