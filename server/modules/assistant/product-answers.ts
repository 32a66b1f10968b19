// The shop assistant's product answers: a search with the filters read from the question (and, when nothing matches
// them all, the closest search and what it had to drop), and whether a piece is in stock in a size.
import { formatPkr } from '../../../domain/money.ts';
import type { ChatLink } from '../../../domain/schemas/chatbot.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import type { Understood } from './intents.ts';
import type { LanguageStyle } from './language.ts';
import { productCard, say, type AssistantAnswer } from './reply-parts.ts';
import type { ShopTools } from './shop-tools.ts';

const MAX_CARDS = 4;
/** What a search may drop, in this order, when nothing matches all the shopper asked for. */
const RELAXED_SLOTS = ['color', 'maxPrice', 'size'] as const;
type RelaxedSlot = (typeof RELAXED_SLOTS)[number];

export function createProductAnswers(tools: ShopTools, helpLinks: (style: LanguageStyle) => Promise<ChatLink[]>) {
  async function searchClosest({ slots }: Understood): Promise<{ found: ProductView[]; dropped: RelaxedSlot[] }> {
    const search = (without: RelaxedSlot[]) =>
      tools.search_products({
        query: slots.terms.join(' ') || undefined,
        category: slots.category,
        color: without.includes('color') ? undefined : slots.color,
        size: without.includes('size') ? undefined : slots.size,
        maxPrice: without.includes('maxPrice') ? undefined : slots.maxPrice,
      });
    const exact = await search([]);
    const present = RELAXED_SLOTS.filter((slot) => slots[slot] !== undefined);
    if (exact.length > 0 || present.length === 0) return { found: exact, dropped: [] };
    for (const dropped of [...present.map((slot) => [slot]), present]) {
      const found = await search(dropped);
      if (found.length > 0) return { found, dropped };
    }
    return { found: [], dropped: present };
  }

  async function products(u: Understood): Promise<AssistantAnswer> {
    const { slots, style } = u;
    const { found, dropped } = slots.prodId
      ? {
          found: [await tools.get_product({ prodId: slots.prodId })].filter((p): p is ProductView => p !== null),
          dropped: [],
        }
      : await searchClosest(u);
    if (found.length === 0) {
      return {
        response: say(
          style,
          "I couldn't find a piece like that right now. Have a look at the whole shop, or ask us about a custom order.",
          'Abhi is tarah ka koi piece nahi mila. Poori shop dekh lein, ya custom order ke liye humse baat karein.',
        ),
        links: [{ label: say(style, 'Browse the shop', 'Shop dekhein'), href: '/shop' }, ...(await helpLinks(style))],
        unanswered: 'no-match',
      };
    }
    const shown = found.slice(0, MAX_CARDS);
    const lines = shown.map(
      (p) => `• ${p.name} (${p.prodId}): ${formatPkr(p.price)}${colourNote(p, u)}${sizeNote(p, u)}`,
    );
    return {
      response: [
        dropped.length > 0 ? notFoundExactly(u) : say(style, 'Here is what we have:', 'Ye pieces available hain:'),
        ...lines,
        found.length > shown.length
          ? say(
              style,
              `…and ${found.length - shown.length} more in the shop.`,
              `…aur ${found.length - shown.length} shop mein.`,
            )
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
      products: shown.map(productCard),
      links:
        found.length > shown.length
          ? [{ label: say(style, 'See all in the shop', 'Shop mein sab dekhein'), href: '/shop' }]
          : [],
    };
  }

  /** 'Nothing in red under Rs 6,000 right now; the closest:': what the shopper asked for that no piece has. */
  function notFoundExactly({ slots, style }: Understood): string {
    // Everything the shopper asked for is named, not just what was dropped: 'red under Rs 3,000', not 'red'.
    const asked = RELAXED_SLOTS.filter((slot) => slots[slot] !== undefined).map((slot) =>
      slot === 'color'
        ? say(style, `in ${slots.color}`, `${slots.color} rang mein`)
        : slot === 'size'
          ? say(style, `in size ${slots.size}`, `${slots.size} size mein`)
          : say(style, `under ${formatPkr(slots.maxPrice!)}`, `${formatPkr(slots.maxPrice!)} se kam`),
    );
    return say(
      style,
      `We have nothing ${asked.join(' ')} right now. The closest pieces:`,
      `Abhi ${asked.join(' ')} koi piece nahi hai. Sab se qareeb ye hain:`,
    );
  }

  /** The colour that matched, when the name does not say it ('Indigo Ajrak Kurta' also comes in Ajrak Red). */
  function colourNote(p: ProductView, { slots, style }: Understood): string {
    const wanted = slots.color?.toLowerCase();
    const colour = wanted && p.colors.find((c) => c.toLowerCase().includes(wanted));
    if (!colour || p.name.toLowerCase().includes(colour.toLowerCase())) return '';
    return say(style, `, in ${colour}`, `, ${colour} rang mein`);
  }

  function sizeNote(p: ProductView, { slots, style }: Understood): string {
    if (!slots.size) return '';
    const stock = p.sizeStock[slots.size] ?? 0;
    if (stock > 0) return say(style, `, ${slots.size} in stock`, `, ${slots.size} stock mein hai`);
    return say(
      style,
      `, ${slots.size} sold out (you can preorder it)`,
      `, ${slots.size} khatam hai (preorder kar sakte hain)`,
    );
  }

  async function stock(u: Understood): Promise<AssistantAnswer> {
    const { slots, style } = u;
    if (!slots.prodId || !slots.size) return products(u);
    const product = await tools.get_product({ prodId: slots.prodId });
    if (!product) return products(u);
    const left = product.sizeStock[slots.size] ?? 0;
    const card = { products: [productCard(product)] };
    if (left > 0)
      return {
        response: say(
          style,
          `Yes, ${product.name} is in stock in ${slots.size} (${formatPkr(product.price)}).`,
          `Ji haan, ${product.name} ${slots.size} size mein stock mein hai (${formatPkr(product.price)}).`,
        ),
        ...card,
      };
    return {
      response: say(
        style,
        `${product.name} is sold out in ${slots.size}, but you can preorder it: we make it for you in 5-9 weeks, paying 50% now.`,
        `${product.name} ${slots.size} size mein abhi khatam hai, lekin aap preorder kar sakte hain: 5-9 hafton mein tayyar, 50% abhi.`,
      ),
      ...card,
    };
  }

  return { products, stock };
}
