// Where a visitor is, from what the request itself says (DECISIONS X12): a CDN's country header first, then the region
// of the first Accept-Language entry that has one; no outside call. Null when the request gives no hint.
import { HOME_COUNTRY_CODE } from '../../../domain/currency.ts';

/** Country headers set by the CDNs a shop is commonly put behind, most specific first. */
export const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'] as const;

export type CountryHintSource = 'cdn' | 'language';

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** English (United States) is the factory setting of most phones and browsers, Pakistan's included: it says nothing
 *  about where the visitor is, so it is no hint (the browser's IP lookup decides instead). */
const FACTORY_DEFAULT_TAG = 'en-us';

/** 'en-GB,en;q=0.9' -> 'GB'; 'ur-PK' -> 'PK'; 'en' (no region) or 'en-US' -> null. Entries are read in the order sent. */
export function regionOfAcceptLanguage(header: string | undefined): string | null {
  for (const entry of (header ?? '').split(',')) {
    const tag = entry.split(';')[0]!.trim();
    if (tag.toLowerCase() === FACTORY_DEFAULT_TAG) continue;
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})$/i.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

export function countryFromHints(headers: Headers): { country: string; source: CountryHintSource } | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = first(headers[name])?.trim().toUpperCase();
    // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return { country: value, source: 'cdn' };
  }
  const region = regionOfAcceptLanguage(first(headers['accept-language']));
  return region ? { country: region, source: 'language' } : null;
}

export const isHomeCountry = (country: string) => country.toUpperCase() === HOME_COUNTRY_CODE;
