// The couriers an order can ship with (issue 5, Orders tab) and the address of each courier's own public tracking
// page, so the shopper's tracking page and the status email can link straight to the parcel.
export const COURIERS = ['TCS', 'Leopards', 'PostEx', 'M&P', 'Trax', 'Pakistan Post', 'DHL', 'Other'] as const;
export type Courier = (typeof COURIERS)[number];

/** `{cn}` stands for the consignment number. 'Other' has no page we know of: its number is shown without a link. */
const TRACKING_PAGES: Record<Courier, string | null> = {
  TCS: 'https://www.tcsexpress.com/track/{cn}',
  Leopards: 'https://www.leopardscourier.com/tracking?cn={cn}',
  PostEx: 'https://postex.pk/tracking?cn={cn}',
  'M&P': 'https://www.mulphilog.com/tracking/{cn}',
  Trax: 'https://trax.pk/tracking/?tracking_number={cn}',
  'Pakistan Post': 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={cn}',
  DHL: 'https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id={cn}',
  Other: null,
};

export function isCourier(value: string): value is Courier {
  return (COURIERS as readonly string[]).includes(value);
}

/** The courier's page for this parcel; null for 'Other' or when there is no consignment number to look up. */
export function courierTrackingUrl(courier: Courier, consignmentNumber: string | null): string | null {
  const template = TRACKING_PAGES[courier];
  if (!template || !consignmentNumber) return null;
  return template.replace('{cn}', encodeURIComponent(consignmentNumber));
}

/** Letters, digits, spaces and dashes, as couriers print them on their slips. */
export const CONSIGNMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

export const COURIER_MESSAGES = {
  onlyWhenShipped: 'A courier and consignment number can only be recorded when the order is shipped',
  consignmentNeedsCourier: 'Please choose the courier for this consignment number',
  consignmentInvalid: 'Consignment number must be 3-40 letters, digits, spaces or dashes',
  /** Shipped means shipped (issue 17): the parcel's tracking is asked for in the same step, or its absence said. */
  trackingRequired: 'Please choose the courier and enter the consignment number, or choose No tracking number',
  consignmentRequired: 'Please enter the consignment number, or choose No tracking number',
  noTrackingWithNumber: 'Remove the consignment number, or untick No tracking number',
} as const;
