// Every date and time the shop shows, in Pakistan time (Asia/Karachi, the shop's clock), whatever the zone of the
// server or the shopper's browser: '26 Nov 2026', '26 Nov 2026, 1:30 am PKT'. Pages, the admin, emails and PDFs all
// write dates through these, so a shopper abroad and the owner in Lahore read the same day and hour.

export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';
/** Named after a time a shopper abroad may read (tracking, confirmations, emails): Pakistan has no daylight saving. */
export const PAKISTAN_ZONE_NAME = 'PKT';

type Instant = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(at: Instant, options: Intl.DateTimeFormatOptions, locale = 'en-GB'): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: PAKISTAN_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(at));
}

/** '26 Nov 2026'; `month: 'long'` gives '26 November 2026', `year: false` '26 Nov'. */
export function pakistanDate(at: Instant, { month = 'short', year = true }: DateOptions = {}): string {
  return format(at, { day: 'numeric', month, ...(year && { year: 'numeric' }) });
}

interface DateOptions {
  month?: 'short' | 'long';
  year?: boolean;
}

/** '26 Nov 2026, 1:30 am', with ' PKT' after it when `zone` is set; `year: false` leaves the year out. */
export function pakistanDateTime(at: Instant, { zone = false, year = true }: { zone?: boolean; year?: boolean } = {}) {
  const text = format(at, {
    day: 'numeric',
    month: 'short',
    ...(year && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12', // '12:30 am' after midnight; en-GB's hour12 would write '0:30 am'
  });
  return zone ? `${text} ${PAKISTAN_ZONE_NAME}` : text;
}

/** The Pakistan calendar day as a date input holds it: '2026-11-26'. */
export const pakistanDay = (at: Instant): string =>
  format(at, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** 'November'. */
export const pakistanMonth = (at: Instant): string => format(at, { month: 'long' });

/** 2026. */
export const pakistanYear = (at: Instant): number => Number(format(at, { year: 'numeric' }));
