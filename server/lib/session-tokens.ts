// Session tokens: HS256 JWTs with a pinned algorithm, issuer, audience and 24 h expiry (SPEC §9 session timeout),
// signed with JWT_SECRET or a random key generated once and kept in DATA_DIR/secrets.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SESSION_TIMEOUT_MS } from '../../domain/limits.ts';

const ISSUER = 'hunar-shop';
const AUDIENCE = 'hunar-shop-api';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: string;
  /** The user's token version when the token was issued; a raised version ends older sessions. */
  version: number;
}

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a genuine, unexpired token of ours; null for anything else (tampered, expired, alg none, foreign). */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: Uint8Array, now: () => Date = () => new Date()): SessionTokens {
  return {
    async issue({ userId, version }) {
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + SESSION_TIMEOUT_MS);
      const token = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(crypto.randomUUID())
        .sign(secret);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, version: payload.ver };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** JWT_SECRET when configured; otherwise a 256-bit key created on first start and reused after (mode 0600). */
export async function loadSessionSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const saved = (await fs.readFile(file, 'utf8')).trim();
    if (saved.length >= 43) return Buffer.from(saved, 'base64url');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32);
  // 'wx' refuses to overwrite: if another process created it first, use theirs so both sign with one key.
  try {
    await fs.writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  }
}
