// Pieces of the shop assistant's answers that need no shop reads: the reply's shape, English or Roman Urdu, a
// product card, the returns policy (SPEC §9), and an order's or preorder's status told without personal details.
import type { UnansweredReason } from '../../../domain/assistant-questions.ts';
import { mediaUrl } from '../../../domain/media.ts';
import { formatPkr } from '../../../domain/money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders.ts';
import { PREORDER_STATUS_LABELS, type PreorderStatus } from '../../../domain/preorders.ts';
import type { ChatLink, ChatProductCard } from '../../../domain/schemas/chatbot.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import type { LanguageStyle } from './language.ts';
import type { TrackedRecord } from './shop-tools.ts';

export interface AssistantAnswer {
  response: string;
  products?: ChatProductCard[];
  links?: ChatLink[];
  /** Set when the assistant could not help: the route records the question for staff, never sends this field. */
  unanswered?: UnansweredReason;
}

/** English or Roman Urdu, as the shopper wrote. */
export const say = (style: LanguageStyle, en: string, ur: string) => (style === 'ur' ? ur : en);

/** A card is drawn 144 px wide: the 320 px WebP variant is sharp at 2x and a few KB, not the 1280 px original. */
export function productCard(p: ProductView): ChatProductCard {
  const image = p.images.find((i) => i.featured) ?? p.images[0];
  const imageUrl = image ? mediaUrl(image.mediaId, 320, 'webp') : null;
  return { prodId: p.prodId, name: p.name, price: p.price, imageUrl, href: `/product/${p.prodId}` };
}

export function returnsAnswer(style: LanguageStyle): AssistantAnswer {
  return {
    response: say(
      style,
      'You can exchange a piece within 30 days of delivery; please tell us within 48 hours if something is wrong. Sale items cannot be returned or exchanged, and delivery charges are not refunded.',
      'Delivery ke 30 din ke andar exchange ho sakta hai; koi masla ho to 48 ghanton mein batayein. Sale items wapas ya tabdeel nahi hote, aur delivery charges wapas nahi hote.',
    ),
    links: [{ label: say(style, 'Returns & exchanges', 'Returns & exchanges'), href: '/faq' }],
  };
}

export function tracked(
  record: TrackedRecord | null,
  kind: 'order' | 'preorder',
  style: LanguageStyle,
): AssistantAnswer {
  const page = kind === 'order' ? '/track-order' : '/preorders';
  if (!record)
    return {
      response: say(
        style,
        `I couldn't find that ${kind} ID. Please check it (it looks like ${kind === 'order' ? 'HC' : 'PO'}-XXXX-XXXX-XXXX) and try again.`,
        `Ye ${kind} ID nahi mili. Meharbani kar ke check karein (aisi hoti hai: ${kind === 'order' ? 'HC' : 'PO'}-XXXX-XXXX-XXXX).`,
      ),
      links: [{ label: say(style, `Track ${kind}`, `${kind} track karein`), href: page }],
    };
  const label =
    kind === 'order'
      ? ORDER_STATUS_LABELS[record.status as OrderStatus]
      : PREORDER_STATUS_LABELS[record.status as PreorderStatus];
  const pieces = record.items.map((i) => `${i.name} (${i.size}) × ${i.quantity}`).join(', ');
  const total = record.total === null ? '' : ` ${say(style, 'Total', 'Kul')}: ${formatPkr(record.total)}.`;
  return {
    response: say(
      style,
      `${kind === 'order' ? 'Order' : 'Preorder'} ${record.id} is ${label}. Pieces: ${pieces}.${total}`,
      `${kind === 'order' ? 'Order' : 'Preorder'} ${record.id} ka status: ${label}. Pieces: ${pieces}.${total}`,
    ),
    links: [
      { label: say(style, 'See the full tracking page', 'Poori tracking dekhein'), href: `${page}?id=${record.id}` },
    ],
  };
}
