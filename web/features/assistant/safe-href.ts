// Which links from the assistant's answers the widget makes clickable: pages of the shop, and the shop's own WhatsApp
// and social profiles. Anything else (another site, javascript:, a protocol-relative //host) is shown as text.

export type SafeHref = { kind: 'page'; to: string } | { kind: 'external'; href: string };

/** A path of this shop: '/' then not another '/' (browsers read '//host' as another site), with no backslash or
 *  white space (browsers read a backslash as '/' and drop tabs and new lines, both ways out of the shop). */
export function isShopPath(href: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(href);
}

/** `trustedHrefs`: the shop's WhatsApp and social links; their hosts (and wa.me) are the only ones let out. */
export function safeHref(href: string, trustedHrefs: readonly string[]): SafeHref | null {
  if (isShopPath(href)) return { kind: 'page', to: href };
  const hosts = new Set(['wa.me', ...trustedHrefs.flatMap((trusted) => hostOf(trusted) ?? [])]);
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !hosts.has(url.hostname)) return null;
  return { kind: 'external', href: url.href };
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
}
