// The built-in shop assistant (DECISIONS X13: no external service): understands the question (intents.ts), asks the
// read-only shop tools, and answers in the shopper's style (English or Roman Urdu) with facts only from the shop.
import { formatPkr } from '../../../domain/money.ts';
import type { ChatLink, ChatTurn } from '../../../domain/schemas/chatbot.ts';
import { understand, type Understood } from './intents.ts';
import type { LanguageStyle } from './language.ts';
import { returnsAnswer, say, tracked, type AssistantAnswer } from './reply-parts.ts';
import { createProductAnswers } from './product-answers.ts';
import { placeOf, type ShopTools } from './shop-tools.ts';

export type { AssistantAnswer } from './reply-parts.ts';

const PRODUCT_INTENTS = new Set(['product_search', 'stock']);

/** 'and in L?' after 'red kurta under 5000': a message naming no piece continues the shopper's last product question,
 *  read with the new words first so they win ('L' over the earlier 'M'). */
function withFollowUp(u: Understood, message: string, history: ChatTurn[]): Understood {
  const { terms, prodId, size, color, maxPrice, category } = u.slots;
  if (terms.length > 0 || prodId || !['unknown', ...PRODUCT_INTENTS].includes(u.intent)) return u;
  if (!size && !color && !maxPrice && !category) return u;
  const last = history.findLast((turn) => turn.role === 'user');
  if (!last || !PRODUCT_INTENTS.has(understand(last.content, placeOf).intent)) return u;
  const merged = understand(`${message} ${last.content}`, placeOf);
  return { ...merged, style: u.style };
}

export function createBuiltInAssistant(tools: ShopTools) {
  /** The shop's WhatsApp chat (from settings) next to the contact page: the way out of any question it cannot answer. */
  async function helpLinks(style: LanguageStyle): Promise<ChatLink[]> {
    const { contact } = await tools.shop_policies();
    const links: ChatLink[] = [{ label: say(style, 'Contact us', 'Humse rabta karein'), href: '/contact' }];
    if (contact.whatsapp) links.push({ label: 'WhatsApp', href: contact.whatsapp.href });
    return links;
  }
  const { products, stock } = createProductAnswers(tools, helpLinks);

  /** The shopper's search, and when nothing matches it all, the closest search that finds something: without the
   *  colour, the price limit or the size, one at a time, then without all three. Says which it had to drop. */
  async function sizeAdvice({ slots, style }: Understood): Promise<AssistantAnswer> {
    const links = [{ label: say(style, 'Size guide', 'Size guide'), href: '/faq' }];
    const fit = slots.chest === undefined ? null : await tools.check_size({ chest: slots.chest, prodId: slots.prodId });
    if (!fit)
      return {
        response: say(
          style,
          'Tell me your chest measurement in inches (for example "chest 36") and I will find your size. Our sizes run XS to XXL.',
          'Apna chest ka naap inches mein batayein (jaise "chest 36"), main aapka size bata doon gi. Sizes XS se XXL tak hain.',
        ),
        links,
      };
    return {
      response: say(
        style,
        `For a ${slots.chest}" chest, size ${fit.size} fits best (chest ${fit.chest}").`,
        `${slots.chest} inch chest ke liye ${fit.size} size sahi rahega (chest ${fit.chest}").`,
      ),
      links,
    };
  }

  async function delivery({ slots, style }: Understood): Promise<AssistantAnswer> {
    const links = [{ label: say(style, 'Delivery information', 'Delivery ki tafseel'), href: '/faq' }];
    if (!slots.place) {
      const { charge: local } = await tools.delivery_quote({ destination: 'Pakistan', itemCount: 1 });
      const abroad = await tools.delivery_quote({ destination: 'abroad', itemCount: 1 });
      return {
        response: say(
          style,
          `Delivery anywhere in Pakistan is ${formatPkr(local)} per order, in 5-7 working days. Outside Pakistan it is ${formatPkr(abroad.charge)} for the first piece and ${formatPkr(abroad.rates.internationalPerExtraItem)} for each extra piece, up to 10 working days.`,
          `Pakistan mein har jagah delivery ${formatPkr(local)} per order hai, 5-7 working days mein. Bahar ke mulkon ke liye pehle piece ka ${formatPkr(abroad.charge)} aur har extra piece ka ${formatPkr(abroad.rates.internationalPerExtraItem)}, 10 working days tak.`,
        ),
        links,
      };
    }
    const quote = await tools.delivery_quote({ destination: slots.place.toLowerCase(), itemCount: 1 });
    const response = quote.domestic
      ? say(
          style,
          `Delivery to ${slots.place} is ${formatPkr(quote.charge)} per order and takes ${quote.days}.`,
          `${slots.place} ki delivery ${formatPkr(quote.charge)} per order hai aur ${quote.days.replace('working days', 'working days')} mein pohnchti hai.`,
        )
      : say(
          style,
          `Delivery to ${slots.place} is ${formatPkr(quote.charge)} for the first piece and ${formatPkr(quote.rates.internationalPerExtraItem)} for each extra piece, usually within 10 working days.`,
          `${slots.place} ki delivery pehle piece ki ${formatPkr(quote.charge)} aur har extra piece ki ${formatPkr(quote.rates.internationalPerExtraItem)} hai, aam tor par 10 working days mein.`,
        );
    return { response, links };
  }

  async function payment({ slots, style }: Understood): Promise<AssistantAnswer> {
    const { payment: accounts } = await tools.shop_policies();
    const lines: string[] = [];
    if (accounts.bank)
      lines.push(
        `• ${say(style, 'Bank transfer', 'Bank transfer')}: ${accounts.bank.bankName}, ${accounts.bank.accountTitle}, ${accounts.bank.accountNumber}${accounts.bank.iban ? `, IBAN ${accounts.bank.iban}` : ''}`,
      );
    if (accounts.easypaisa)
      lines.push(`• Easypaisa: ${accounts.easypaisa.accountTitle}, ${accounts.easypaisa.accountNumber}`);
    const head = say(
      style,
      'You can pay by bank transfer or Easypaisa, then upload the payment screenshot with your order:',
      'Aap bank transfer ya Easypaisa se payment kar sakte hain, phir order ke sath payment ka screenshot upload karein:',
    );
    const none = say(
      style,
      'Payment details are shown at checkout; for help, message us.',
      'Payment ki tafseel checkout par milegi; madad ke liye humein message karein.',
    );
    const noCod = say(
      style,
      'We do not take cash on delivery: every order is paid in advance, so each handmade piece is made and kept for you.',
      'Cash on delivery nahi hai: har order pehle pay hota hai, taake har handmade piece aap ke liye bana aur rakha jaye.',
    );
    return {
      response: [slots.cashOnDelivery ? noCod : '', lines.length ? [head, ...lines].join('\n') : none]
        .filter(Boolean)
        .join('\n'),
      links: [{ label: 'Checkout', href: '/cart' }],
    };
  }

  async function preorderRules({ style }: Understood): Promise<AssistantAnswer> {
    const { preorder } = await tools.shop_policies();
    const [from, to] = preorder.weeks.delivery;
    return {
      response: say(
        style,
        `A preorder is made for you: you pay ${preorder.depositPercent}% now, and the rest plus delivery when it is ready. It reaches you in ${from}-${to} weeks (production starts in 1-2 weeks).`,
        `Preorder aap ke liye banaya jata hai: ${preorder.depositPercent}% abhi, baqi raqam aur delivery tayyar hone par. ${from}-${to} hafton mein aap tak pohnch jata hai (production 1-2 hafton mein shuru).`,
      ),
      links: [{ label: say(style, 'Track a preorder', 'Preorder track karein'), href: '/preorders' }],
    };
  }

  async function contact({ style }: Understood): Promise<AssistantAnswer> {
    const { contact: c } = await tools.shop_policies();
    const hours = c.hours.map((h) => `${h.days}: ${h.hours}`).join('; ');
    return {
      response: say(
        style,
        `You can reach us at ${c.phone.display}${c.whatsapp ? ` (WhatsApp ${c.whatsapp.display})` : ''} or ${c.email}. Hours: ${hours}.`,
        `Humse ${c.phone.display}${c.whatsapp ? ` (WhatsApp ${c.whatsapp.display})` : ''} ya ${c.email} par rabta karein. Auqat: ${hours}.`,
      ),
      links: await helpLinks(style),
    };
  }

  async function answer(message: string, history: ChatTurn[]): Promise<AssistantAnswer> {
    const u = withFollowUp(understand(message, placeOf), message, history);
    const { style } = u;
    switch (u.intent) {
      case 'greeting':
        return {
          response: say(
            style,
            'Assalam-o-alaikum! Welcome to Hunar. Ask me about a piece, your size, delivery, payment or your order.',
            'Assalam-o-alaikum! Hunar mein khush aamdeed. Kisi piece, size, delivery, payment ya apne order ke baare mein poochein.',
          ),
        };
      case 'thanks':
        return {
          response: say(
            style,
            'You are welcome! Anything else I can help with?',
            'Koi baat nahi! Aur kuch madad chahiye?',
          ),
        };
      case 'refuse':
        return {
          response: say(
            style,
            'Sorry, I can only help with our pieces, sizes, delivery, payment and your own order by its ID. I cannot share other shoppers’ details or my setup, change prices or give discounts.',
            'Maazrat, main sirf hamare pieces, size, delivery, payment aur aapke apne order (ID se) mein madad kar sakti hoon. Doosron ki maloomat, apni setup, qeematein ya discount nahi de sakti.',
          ),
          links: await helpLinks(style),
        };
      case 'track_order':
        if (!u.slots.orderRef)
          return {
            response: say(
              style,
              'Please send your tracking ID (HC-XXXX-XXXX-XXXX, from your confirmation email) and I will check your order.',
              'Apni tracking ID bhejein (HC-XXXX-XXXX-XXXX, confirmation email mein hai), main order check kar deti hoon.',
            ),
            links: [{ label: say(style, 'Track order', 'Order track karein'), href: '/track-order' }],
          };
        return tracked(await tools.track_order({ trackingId: u.slots.orderRef }), 'order', style);
      case 'track_preorder':
        return tracked(await tools.track_preorder({ preorderId: u.slots.preorderRef ?? '' }), 'preorder', style);
      case 'size_advice':
        return sizeAdvice(u);
      case 'delivery':
        return delivery(u);
      case 'payment':
        return payment(u);
      case 'returns':
        return returnsAnswer(u.style);
      case 'preorder_rules':
        return preorderRules(u);
      case 'contact':
        return contact(u);
      case 'stock':
        return stock(u);
      case 'product_search':
        return products(u);
      case 'unknown':
        return {
          response: say(
            style,
            "Sorry, I don't know the answer to that. Please write to us on the contact page or WhatsApp and we will help.",
            'Maazrat, iska jawab mujhe nahi pata. Contact page ya WhatsApp par humein likhein, hum madad karenge.',
          ),
          links: await helpLinks(style),
          unanswered: 'unknown',
        };
    }
  }

  return {
    answer,
    /** Whether the message asks for what the assistant always declines (others' data, its setup, prices, promises). */
    declines: (message: string) => understand(message, placeOf).intent === 'refuse',
    model: () => 'built-in',
  };
}

export type BuiltInAssistant = ReturnType<typeof createBuiltInAssistant>;

/** Either assistant (built-in or on a model), as the API uses it: an answer, and which one answers now. */
export type ShopAssistant = Pick<BuiltInAssistant, 'answer' | 'model'>;
