// The shop's contact details, hours and social profiles: the defaults a fresh shop shows until an admin saves its own,
// and how saved settings become what the storefront renders (links, handles, address lines).
import type { ContactSettingsPayload, SocialNetwork, SocialSettingsPayload } from './schemas/settings.ts';

export const DEFAULT_CONTACT: ContactSettingsPayload = {
  email: 'hello@hunar.pk',
  phone: '+92 300 1234567',
  whatsapp: '+92 300 1234567',
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

/** What the storefront shows: ready-made links, so pages carry no formatting code. */
export interface ShopContact {
  email: string;
  phone: PhoneLink;
  /** Null when it is the phone number too (shown once, as "Phone & WhatsApp"). */
  whatsapp: PhoneLink | null;
  address: string[];
  hours: { days: string; hours: string }[];
  social: SocialProfile[];
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** A Pakistani number written 0300... is 92300... in international form, which wa.me needs. */
export function internationalDigits(phone: string): string {
  const d = digits(phone);
  if (phone.trim().startsWith('+')) return d;
  if (d.startsWith('00')) return d.slice(2);
  if (d.startsWith('0')) return `92${d.slice(1)}`;
  return d;
}

/** The first part of a profile's path ('hunar.handmade'), else the whole address without https://. */
function profileName(href: string): string {
  const url = new URL(href);
  return url.pathname.split('/').find(Boolean) ?? url.hostname;
}

export function shopContactView(contact: ContactSettingsPayload, social: SocialSettingsPayload): ShopContact {
  const whatsappIsPhone = internationalDigits(contact.whatsapp) === internationalDigits(contact.phone);
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
    profiles.push({ network: 'whatsapp', label: 'WhatsApp', handle: contact.whatsapp, href: social.whatsapp });
  return {
    email: contact.email,
    phone: { display: contact.phone, href: `tel:+${internationalDigits(contact.phone)}` },
    whatsapp: whatsappIsPhone
      ? null
      : { display: contact.whatsapp, href: `https://wa.me/${internationalDigits(contact.whatsapp)}` },
    address: contact.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    hours: contact.hours,
    social: profiles,
  };
}
