// Phone numbers as WhatsApp needs them: Pakistani and international forms normalised to E.164, and click-to-chat
// links (wa.me) with a prefilled message, for the shop's own number and for a shopper's.

/** Pakistan's country calling code: a number written the national way (0300...) is +92 300... */
const PAKISTAN = '92';

/**
 * The number in E.164 (`+923001234567`), or null when the text is not a phone number.
 * Read the way Pakistani shoppers and staff write numbers: 0300-1234567 and 300 1234567 (national), +92 300 1234567,
 * 0092 300 1234567 and 92 300 1234567; any other number must carry its country code (+44..., 0044...).
 */
export function toE164(phone: string): string | null {
  const written = phone.trim();
  if (!/^\+?[\d\s\-().]+$/.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `${PAKISTAN}${digits.slice(1)}`;
  else if (/^3\d{9}$/.test(digits)) international = `${PAKISTAN}${digits}`;
  else international = digits;
  return plausible(international) ? `+${international}` : null;
}

/** A Pakistani mobile is 92 3XX XXXXXXX, a landline 92 + 9 or 10 digits; elsewhere E.164 allows 15 digits in all. */
function plausible(international: string): boolean {
  if (international.startsWith(`${PAKISTAN}3`)) return international.length === 12;
  if (international.startsWith(PAKISTAN)) return international.length === 11 || international.length === 12;
  return /^[1-9]\d{9,14}$/.test(international);
}

/** An E.164 number as people read it: a Pakistani mobile as +92 300 1234567, any other as stored. */
export function displayPhone(e164: string): string {
  const mobile = /^\+92(3\d{2})(\d{7})$/.exec(e164);
  return mobile ? `+92 ${mobile[1]} ${mobile[2]}` : e164;
}

/** A click-to-chat link: opens WhatsApp (app or web) with that number and, when given, the message typed in. */
export function whatsappLink(e164: string, text?: string): string {
  const link = `https://wa.me/${e164.replace(/\D/g, '')}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}

/** The shop's WhatsApp as shops mention it beside their phone: null when the setting is empty (switched off). */
export interface ShopWhatsapp {
  e164: string;
  display: string;
  /** The phone number is the WhatsApp number too (said once, as "Phone & WhatsApp"). */
  samePhone: boolean;
}

export function shopWhatsapp(contact: { phone: string; whatsapp: string }): ShopWhatsapp | null {
  const e164 = toE164(contact.whatsapp);
  if (!e164) return null;
  return { e164, display: displayPhone(e164), samePhone: toE164(contact.phone) === e164 };
}

/** What a shopper sends with their payment proof, so the studio matches it to the order at a glance. */
export function paymentScreenshotMessage(kind: 'order' | 'preorder', id: string): string {
  return `Assalam-o-alaikum, here is my payment screenshot for ${kind} ${id}`;
}
