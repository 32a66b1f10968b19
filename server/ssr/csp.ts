// The Content-Security-Policy of HTML pages: only our own scripts, plus React Router's inline ones by nonce or by hash.

/**
 * `scriptSources` are the CSP sources that admit the page's inline scripts: `'nonce-…'` or `'sha256-…'` entries;
 * `connectSources` are other origins the browser may call, e.g. object storage that takes uploads directly.
 */
export function pageCsp(scriptSources: string[], connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;
