// This browser's guest upload token (domain/uploads.ts UPLOAD_TOKEN_HEADER): a random secret made once and kept, that
// ties a guest's payment screenshots to the orders placed from this browser, so no one else can swap them.
import { UPLOAD_TOKEN_HEADER } from '../../domain/uploads.ts';

const KEY = 'shop.upload-token';
/** Where the token lives when storage is blocked (a strict private window): for this visit only. */
let visitToken: string | undefined;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The header to send with a guest's upload, order and screenshot calls. */
export function uploadTokenHeader(): Record<string, string> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(KEY);
    if (!token) localStorage.setItem(KEY, (token = newToken()));
  } catch {
    token = visitToken ??= newToken();
  }
  return { [UPLOAD_TOKEN_HEADER]: token };
}

/** The header for a lookup (a tracking page): the token only if this browser already has one, so reading an order
 *  never makes one; the server shows a payment screenshot only to the browser that sent it (DECISIONS D21). */
export function existingUploadTokenHeader(): Record<string, string> {
  let token: string | null | undefined;
  try {
    token = localStorage.getItem(KEY);
  } catch {
    token = visitToken;
  }
  return token ? { [UPLOAD_TOKEN_HEADER]: token } : {};
}
