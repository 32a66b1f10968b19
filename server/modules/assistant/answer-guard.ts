// Checks a model's reply before a shopper sees it: only facts the shop's tools returned (amounts, numbers), no
// address outside the shop, no markup, no promise the shop cannot keep, nothing of its instructions or setup.
import type { ShopContact } from '../../../domain/shop-contact.ts';
import type { ToolFacts } from './model-tools.ts';

export type GuardVerdict = { ok: true } | { ok: false; reason: string };

export interface GuardContext {
  facts: ToolFacts;
  /** Every text a tool returned, as JSON: digit runs (account numbers, IBAN, phone) must come from here. */
  toolOutputs: string[];
  contact: ShopContact;
  /** The shop's own address (PUBLIC_URL or the local one). */
  shopOrigin: string;
  systemPrompt: string;
  /** The shopper's own message: a price limit they wrote may be repeated back. */
  question: string;
}

const MAX_REPLY = 1_500;
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_LIKE =
  /\bhttps?:\/\/[^\s)\]]+|\bwww\.[^\s)\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|pk|co|uk|xyz|info|app|me|ru|ly|link|site|shop)\b(?:\/[^\s)\]]*)?/gi;
const AMOUNT = /(?:\brs\.?|\bpkr|₨)\s*(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:rs\b|rupees|pkr\b)/gi;
const DIGIT_RUN = /\+?\d[\d\s-]{5,}\d/g;
const PROMISES =
  /\b(discount|coupon|promo(?:tion)? code|voucher|free (?:delivery|shipping|of charge)|\d+\s?% off|cash ?back)\b/i;
const ACTIONS =
  /\b(?:i|we)(?:'ve| have| am| will)? (?:placed|created|cancell?ed|changed|updated|refunded|booked|reduced|lowered)\b|\border (?:has been|is now) (?:placed|cancell?ed)\b/i;
const SETUP = /\b(DATABASE_URL|JWT_SECRET|SMTP_URL|LLM_[A-Z_]+|api[_ ]?key|system prompt|my instructions)\b/i;

const digitsOf = (text: string) => text.replace(/\D/g, '');
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Eight words in a row of the instructions, anywhere in the reply, is a leak. */
function echoesInstructions(reply: string, systemPrompt: string): boolean {
  const replyText = ` ${words(reply).join(' ')} `;
  const prompt = words(systemPrompt);
  for (let i = 0; i + 8 <= prompt.length; i++) {
    if (replyText.includes(` ${prompt.slice(i, i + 8).join(' ')} `)) return true;
  }
  return false;
}

function allowedAddress(address: string, ctx: GuardContext): boolean {
  const shopHost = new URL(ctx.shopOrigin).host;
  const own = [ctx.contact.whatsapp?.href, ...ctx.contact.social.map((s) => s.href)].filter(Boolean) as string[];
  const bare = address.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  return bare.toLowerCase().startsWith(shopHost.toLowerCase()) || own.some((o) => address.startsWith(o));
}

export function checkReply(reply: string, ctx: GuardContext): GuardVerdict {
  if (reply.trim() === '') return { ok: false, reason: 'empty reply' };
  if (reply.length > MAX_REPLY) return { ok: false, reason: 'reply too long' };
  if (MARKUP.test(reply)) return { ok: false, reason: 'markup' };
  if (SETUP.test(reply) || echoesInstructions(reply, ctx.systemPrompt)) return { ok: false, reason: 'setup' };
  if (PROMISES.test(reply)) return { ok: false, reason: 'promise' };
  if (ACTIONS.test(reply)) return { ok: false, reason: 'claimed action' };

  const emails = reply.match(EMAIL) ?? [];
  if (emails.some((e) => e.toLowerCase() !== ctx.contact.email.toLowerCase())) return { ok: false, reason: 'email' };
  const withoutEmails = reply.replace(EMAIL, ' ');
  if ((withoutEmails.match(URL_LIKE) ?? []).some((a) => !allowedAddress(a, ctx)))
    return { ok: false, reason: 'outside address' };

  const known = [...ctx.toolOutputs, ctx.contact.phone.display, ctx.contact.whatsapp?.e164 ?? ''].map(digitsOf);
  for (const run of withoutEmails.match(DIGIT_RUN) ?? []) {
    const digits = digitsOf(run);
    if (digits.length >= 7 && !known.some((k) => k.includes(digits))) return { ok: false, reason: 'unknown number' };
  }

  const asked = new Set((ctx.question.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))));
  for (const match of reply.matchAll(AMOUNT)) {
    const value = Number((match[1] ?? match[2]!).replace(/,/g, ''));
    if (!ctx.facts.amounts.has(value) && !asked.has(value)) return { ok: false, reason: 'unknown amount' };
  }
  return { ok: true };
}
