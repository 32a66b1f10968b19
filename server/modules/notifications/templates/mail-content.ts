// What a message says, as blocks: every template is written once as a list of these and rendered twice, to the
// branded HTML part (mail-html.tsx) and to the plain-text part (mail-text.ts), so the two never drift apart.

export interface MailItem {
  name: string;
  /** 'Size M · Indigo · Qty 2' */
  detail: string;
  amount: string;
  /** Absolute URL of the piece's picture, or null when it has none. */
  imageUrl: string | null;
}

export type MailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A paragraph that stands out (a deadline, what to do next). */
  | { type: 'callout'; text: string }
  /** A call to action; `secondary` draws it outlined, for a second button under the main one. */
  | { type: 'button'; label: string; href: string; secondary?: boolean }
  | { type: 'items'; items: MailItem[] }
  /** Label and value rows: amounts, account details, a parcel's courier. The last `strong` row is the total. */
  | { type: 'rows'; title?: string; rows: { label: string; value: string; strong?: boolean; href?: string }[] }
  | { type: 'image'; src: string; alt: string; href?: string }
  | { type: 'list'; items: string[] };

export interface MailContent {
  /** The line mail programs show after the subject in the inbox. */
  preview: string;
  /** 'Assalam-o-alaikum Ayesha,' or null for a message to the shop. */
  greeting: string | null;
  blocks: MailBlock[];
  /** Shown under the signature: why the reader got this, and for newsletter mail the way out. */
  footer?: { note?: string; unsubscribeUrl?: string };
}

/** The shop's address and name, which every message's header and footer link to. */
export interface MailShop {
  name: string;
  tagline: string;
  /** PUBLIC_URL, with no trailing slash. */
  url: string;
}
