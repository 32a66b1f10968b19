// Which words a refused request shows (SPEC §8: the server's error, else the page's default).
import { ApiError } from './api.ts';

/** The server's words for a refused request (4xx: wrong password, taken email, too many tries...), else the default:
 *  a 5xx or an unreachable server has nothing to tell the visitor. */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback;
}
