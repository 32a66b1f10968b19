// The SHA-256 hex digest the server stores in place of a secret (reset tokens, invite codes, upload tokens) and of a
// request (idempotent placing): one helper, so every hash is computed and compared the same way.
import crypto from 'node:crypto';

export const sha256Hex = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');
