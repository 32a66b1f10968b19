// The shop assistant's intent classifier: scores each intent by its keywords (fuzzy, after language.ts folded the
// message) and by what the message holds (an order ID, a chest measurement, a city), and reads the slots it needs.
import { SIZES, type Category, type Size } from '../../../domain/limits.ts';
import { fuzzyEquals, readMessage, type LanguageStyle } from './language.ts';

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'refuse'
  | 'track_order'
  | 'track_preorder'
  | 'size_advice'
  | 'delivery'
  | 'payment'
  | 'returns'
  | 'preorder_rules'
  | 'contact'
  | 'stock'
  | 'product_search'
  | 'unknown';

export interface Slots {
  category?: Category;
  color?: string;
  size?: Size;
  maxPrice?: number;
  chest?: number;
  place?: string;
  /** What followed HC- or PO- (or a bare 12-letter code), exactly as typed; the tools decide if it is an ID at all. */
  orderRef?: string;
  preorderRef?: string;
  prodId?: string;
  /** Garment words for the catalog search ('kurta', 'frock'). */
  terms: string[];
  /** The shopper asked for cash on delivery, which the shop does not take. */
  cashOnDelivery?: true;
}

export interface Understood {
  intent: Intent;
  slots: Slots;
  style: LanguageStyle;
}

/** Keywords per intent, after folding; a phrase of two words counts when both are there. */
/** Refusals and preorder lookups are decided by REFUSE_PHRASES and a PO- ID, before any scoring. */
const KEYWORDS: Record<Exclude<Intent, 'unknown' | 'product_search' | 'refuse' | 'track_preorder'>, string[]> = {
  greeting: ['hello', 'hi', 'hey', 'salam', 'assalam', 'aoa', 'salaam', 'adaab'],
  thanks: ['thanks', 'thank', 'shukriya', 'shukria', 'jazakallah', 'meherbani'],
  track_order: ['track', 'tracking', 'status', 'order', 'kahan', 'pohncha', 'pahuncha', 'dispatch', 'shipped'],
  size_advice: ['chest', 'seena', 'bust', 'fit', 'measurement', 'naap', 'inches', 'inch', 'guide', 'chart'],
  delivery: ['delivery', 'shipping', 'deliver', 'courier', 'ship', 'days', 'charges', 'dispatch', 'pohnchega'],
  payment: ['payment', 'pay', 'easypaisa', 'bank', 'account', 'iban', 'transfer', 'jazzcash', 'cod', 'cash', 'paisay'],
  returns: ['return', 'exchange', 'refund', 'wapas', 'tabdeel', 'badal', 'badalna', 'change'],
  preorder_rules: ['preorder', 'advance', 'weeks', 'made', 'banwana', 'custom', 'order'],
  contact: ['contact', 'phone', 'number', 'whatsapp', 'email', 'address', 'hours', 'timing', 'open', 'call', 'rabta'],
  stock: ['stock', 'available', 'availability', 'milega', 'milegi', 'mil', 'hai', 'size', 'mein'],
};

/** Requests the assistant must decline whatever else they say: data of others, its setup, prices, promises. */
const REFUSE_PHRASES = [
  /ignore (all |the |your )?(previous|prior|above)/,
  /system prompt|your (instructions|prompt|rules|configuration)/,
  /(discount|coupon|promo|voucher) ?code|give me (a |an )?\d+ ?% ?(off|discount)/,
  /(set|change|make|update) (the )?price/,
  /(all|other|every) (customers|users|orders|shoppers)|customers emails|list (all )?(emails|customers|orders)/,
  /(api|secret) key|admin password|database|\bsql\b|drop table|developer mode|jailbreak|\bdan\b/,
  /(place|cancel) (an |my |the )?order for me|free (delivery|kurta|dress)/,
  /hidayat|customers? (ke|ki|ka|emails?|phones?|numbers?|address)|doosr(e|on|i) (ke|ki|ka) (order|email|number|phone)/,
];

const GARMENTS = [
  'kurta',
  'kurti',
  'frock',
  'dupatta',
  'lehenga',
  'shalwar',
  'kameez',
  'angrakha',
  'suit',
  'shawl',
  'waistcoat',
  'sherwani',
  'ajrak',
  'phulkari',
  'chikankari',
  'khaddar',
  'lawn',
  'silk',
  'chiffon',
  'embroidered',
  'choli',
  'gharara',
];
const COLORS = [
  'red',
  'blue',
  'green',
  'yellow',
  'black',
  'white',
  'pink',
  'maroon',
  'indigo',
  'gold',
  'mustard',
  'cream',
  'grey',
  'orange',
  'purple',
  'peach',
  'fuchsia',
  'magenta',
  'olive',
  'rust',
  'crimson',
  'beige',
  'navy',
];
const CATEGORY_WORDS: Record<string, Category> = { women: 'women', girl: 'girl', boy: 'boy', men: 'men' };
const SIZE_WORDS: Record<string, Size> = { small: 'S', medium: 'M', large: 'L', xs: 'XS', xl: 'XL', xxl: 'XXL' };
const PRICE_BEFORE = new Set(['under', 'below', 'upto', 'within', 'max', 'budget', 'less', 'than', 'andar']);

function readSize(words: string[]): Size | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (SIZE_WORDS[word]) return SIZE_WORDS[word];
    const upper = word.toUpperCase() as Size;
    if (!SIZES.includes(upper)) continue;
    const near = [words[i - 1], words[i + 1]];
    if (upper.length > 1 || near.includes('size') || near.includes('in') || near.includes('mein')) return upper;
  }
  return undefined;
}

function readNumber(word: string | undefined): number | undefined {
  const match = word?.match(/^(\d+(?:\.\d+)?)(k)?$/);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

function readPrice(words: string[]): number | undefined {
  for (let i = 0; i < words.length; i++) {
    const n = readNumber(words[i]);
    if (n === undefined || n < 100) continue;
    const before = words[i - 1] === 'rs' ? words[i - 2] : words[i - 1];
    const after = words.slice(i + 1, i + 3).join(' ');
    if (PRICE_BEFORE.has(before ?? '') || /^(se kam|tak|se neeche|ke andar|rs se kam|ya kam)/.test(after)) return n;
  }
  return undefined;
}

function readChest(words: string[]): number | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!['chest', 'seena', 'bust'].includes(words[i]!)) continue;
    const n = [words[i + 1], words[i + 2], words[i - 1]].map(readNumber).find((v) => v !== undefined);
    if (n !== undefined && n >= 20 && n <= 60) return n;
  }
  return undefined;
}

/** HC-7K3M-9QX2-PT4W, hc 7k3m 9qx2 pt4w, a bare 7K3M9QX2PT4W, or whatever junk follows an HC- prefix. */
function readReference(message: string, prefix: 'HC' | 'PO'): string | undefined {
  // Three groups of four first ('HC-7K3M 9QX2 PT4W'), else the one token after the prefix, whatever it holds.
  const prefixed = message.match(
    new RegExp(
      `\\b${prefix}(?:-(\\S{4}(?:[-\\s][0-9A-Z]{4}){2}\\b|\\S+)|\\s+(?=\\S*\\d)(\\S{4,}(?:\\s[0-9A-Z]{4}){0,2})|([2-9A-HJ-NP-Z]{12})\\b)`,
      'i',
    ),
  );
  if (prefixed) return `${prefix}-${prefixed[1] ?? prefixed[2] ?? prefixed[3]}`;
  if (prefix === 'PO') return undefined;
  const bare = message.match(/\b([2-9A-HJ-NP-Z]{4}-?[2-9A-HJ-NP-Z]{4}-?[2-9A-HJ-NP-Z]{4})\b/i);
  return bare && /\d/.test(bare[1]!) ? bare[1] : undefined;
}

function score(words: string[], keywords: string[]): number {
  return keywords.reduce((sum, k) => sum + (words.some((w) => fuzzyEquals(w, k)) ? 1 : 0), 0);
}

export function understand(message: string, places: (word: string) => string | undefined): Understood {
  const read = readMessage(message.replace(/['’]/g, ''));
  const { words, text, style } = read;
  const slots: Slots = {
    category: words.map((w) => CATEGORY_WORDS[w]).find(Boolean),
    color: COLORS.find((c) => words.includes(c)),
    size: readSize(words),
    maxPrice: readPrice(words),
    chest: readChest(words),
    place: words.map(places).find(Boolean),
    orderRef: readReference(message, 'HC'),
    preorderRef: readReference(message, 'PO'),
    prodId: message.match(/\b[A-Z]{3}-[A-Z]{3}-\d{3}\b/i)?.[0].toUpperCase(),
    terms: GARMENTS.filter((g) => words.some((w) => fuzzyEquals(w, g))),
    ...(/\b(cash on delivery|cod)\b/.test(read.text) ? { cashOnDelivery: true as const } : {}),
  };
  // A kurti is a women's piece: without it, 'kurti' finds the cheaper boys' kurtas first.
  if (!slots.category && words.includes('kurti')) slots.category = 'women';
  const intent = classify(words, text, slots);
  return { intent, slots, style };
}

function classify(words: string[], text: string, slots: Slots): Intent {
  // An ID is looked up whatever surrounds it: the lookup tells only the masked status, and a fake ID is not found.
  if (slots.preorderRef) return 'track_preorder';
  if (slots.orderRef) return 'track_order';
  if (REFUSE_PHRASES.some((p) => p.test(text))) return 'refuse';
  if (slots.chest !== undefined) return 'size_advice';
  const scores = new Map<Intent, number>();
  for (const [intent, keywords] of Object.entries(KEYWORDS) as [Intent, string[]][])
    scores.set(intent, score(words, keywords));
  const productish =
    (slots.terms.length > 0 ? 1 : 0) + (slots.color ? 1 : 0) + (slots.maxPrice ? 1 : 0) + (slots.category ? 1 : 0);
  scores.set('product_search', productish * 1.5 + (slots.prodId ? 2 : 0));
  // A city alone is not a delivery question ('weather in Lahore'); with a delivery word it is.
  if (slots.place && (scores.get('delivery') ?? 0) > 0) scores.set('delivery', (scores.get('delivery') ?? 0) + 1);
  if (/\b(which|what|konsa|kaunsa|my|mera|meri) size\b|\bsize (kaise|guide|chart)\b/.test(text))
    scores.set('size_advice', (scores.get('size_advice') ?? 0) + 2);
  // An order's status needs its ID: without one, 'order' words mean the shopper wants to know how to track.
  scores.set('track_order', (scores.get('track_order') ?? 0) * 0.6);
  if (/\b(mera|my|meri) order\b/.test(text)) scores.set('track_order', (scores.get('track_order') ?? 0) + 1.5);
  if ((slots.size || slots.prodId) && (scores.get('stock') ?? 0) > 0)
    scores.set('stock', (scores.get('stock') ?? 0) + (slots.prodId ? 2 : 0.5));
  else scores.set('stock', (scores.get('stock') ?? 0) * 0.3);
  if (slots.cashOnDelivery) scores.set('payment', (scores.get('payment') ?? 0) + 2);
  // 'Can I exchange a dress?' asks about the policy; the piece is only its object.
  if ((scores.get('returns') ?? 0) > 0) scores.set('returns', (scores.get('returns') ?? 0) + 1);
  if (/\b(in stock|out of stock|available)\b/.test(text)) scores.set('stock', (scores.get('stock') ?? 0) + 2);
  const [best, bestScore] = [...scores].sort((a, b) => b[1] - a[1])[0]!;
  if (bestScore < 0.9) return 'unknown';
  return best;
}
