// The shop's contact details, hours and social profiles in one place, so the contact page, FAQ and footer agree.
export const CONTACT_EMAIL = 'hello@hunar.pk';

export const CONTACT_PHONE = { display: '+92 300 1234567', href: 'tel:+923001234567' } as const;

export const WHATSAPP_URL = 'https://wa.me/923001234567';

export const STUDIO_ADDRESS = ['Studio 4, Block-Print Lane', 'Hala, Sindh, Pakistan'] as const;

/** SPEC §9 contact hours, in Pakistan time (PKT, UTC+5). */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 am – 6:00 pm' },
  { days: 'Saturday', hours: '10:00 am – 4:00 pm' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const SOCIAL_PROFILES = [
  { network: 'instagram', label: 'Instagram', handle: '@hunar.handmade', href: 'https://instagram.com/hunar.handmade' },
  { network: 'facebook', label: 'Facebook', handle: 'hunar.handmade', href: 'https://facebook.com/hunar.handmade' },
  { network: 'whatsapp', label: 'WhatsApp', handle: CONTACT_PHONE.display, href: WHATSAPP_URL },
] as const;

export type SocialNetwork = (typeof SOCIAL_PROFILES)[number]['network'];
