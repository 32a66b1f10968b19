// /robots.txt: everything public may be crawled; the API and cart-like pages may not.
import type { Route } from './+types/robots-txt';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /wishlist',
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
