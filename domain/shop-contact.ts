// The shop's contact details, hours and social profiles: the defaults a fresh shop shows until an admin saves its own,
// and how saved settings become what the storefront renders (links, handles, address lines).
import type { ContactSettingsPayload, SocialNetwork, SocialSettingsPayload } from './schemas/settings.ts';
import { shopWhatsapp, toE164, whatsappLink } from './whatsapp.ts';

export const DEFAULT_CONTACT: ContactSettingsPayload = {
  email: 'hello@hunar.pk',
  phone: '+92 300 1234567',
  whatsapp: '+923001234567',
  address: 'Studio 4, Block-Print Lane\nHala, Sindh, Pakistan',
  /** SPEC §9 contact hours, in Pakistan time (PKT, UTC+5). */
  hours: [
    { days: 'Monday – Friday', hours: '9:00 am – 6:00 pm' },
    { days: 'Saturday', hours: '10:00 am – 4:00 pm' },
    { days: 'Sunday', hours: 'Closed' },
  ],
};

export const DEFAULT_SOCIAL: SocialSettingsPayload = {
  instagram: 'https://instagram.com/hunar.handmade',
  facebook: 'https://facebook.com/hunar.handmade',
  whatsapp: 'https://wa.me/923001234567',
};

export interface PhoneLink {
  display: string;
  href: string;
}

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  handle: string;
  href: string;
}

/** The shop's WhatsApp as the storefront links it; null when the Shop settings leave the number empty. */
export interface WhatsappLink extends PhoneLink {
  /** For chat links with a message typed in (whatsappLink). */
  e164: string;
  /** The phone number is the WhatsApp number too (shown once, as "Phone & WhatsApp"). */
  samePhone: boolean;
}

/** What the storefront shows: ready-made links, so pages carry no formatting code. */
export interface ShopContact {
  email: string;
  phone: PhoneLink;
  whatsapp: WhatsappLink | null;
  address: string[];
  hours: { days: string; hours: string }[];
  social: SocialProfile[];
}

/** tel: needs the international form; a number that cannot be read as one is dialled as the shop typed it. */
const telHref = (phone: string) => `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;

/** The first part of a profile's path ('hunar.handmade'), else the whole address without https://. */
function profileName(href: string): string {
  const url = new URL(href);
  return url.pathname.split('/').find(Boolean) ?? url.hostname;
}

export function shopContactView(contact: ContactSettingsPayload, social: SocialSettingsPayload): ShopContact {
  const whatsapp = shopWhatsapp(contact);
  const profiles: SocialProfile[] = [];
  if (social.instagram)
    profiles.push({
      network: 'instagram',
      label: 'Instagram',
      handle: `@${profileName(social.instagram)}`,
      href: social.instagram,
    });
  if (social.facebook)
    profiles.push({
      network: 'facebook',
      label: 'Facebook',
      handle: profileName(social.facebook),
      href: social.facebook,
    });
  if (social.whatsapp)
    profiles.push({
      network: 'whatsapp',
      label: 'WhatsApp',
      handle: whatsapp?.display ?? profileName(social.whatsapp),
      href: social.whatsapp,
    });
  return {
    email: contact.email,
    phone: { display: contact.phone, href: telHref(contact.phone) },
    whatsapp: whatsapp && { ...whatsapp, href: whatsappLink(whatsapp.e164) },
    address: contact.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    hours: contact.hours,
    social: profiles,
  };
}
