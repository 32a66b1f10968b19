// /sitemap.xml: the home page, the shop and category pages, and every active product.
import type { Route } from './+types/sitemap-xml';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.publicUrl;
  const entries = await context.services.catalog.sitemapEntries();
  const urls = [
    { loc: `${base}/`, lastmod: undefined },
    { loc: `${base}/shop`, lastmod: undefined },
    ...['women', 'girl', 'boy'].map((c) => ({ loc: `${base}/shop?category=${c}`, lastmod: undefined })),
    ...entries.map((e) => ({
      loc: `${base}/product/${encodeURIComponent(e.prodId)}`,
      lastmod: e.updatedAt.toISOString().slice(0, 10),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
