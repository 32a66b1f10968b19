// The words every shopper email shares (greeting, signature) and the escaping of what shoppers typed into HTML mail.
import { splitName } from '../../../domain/accounts.ts';
import { BRAND } from '../../../domain/brand.ts';

/** Makes text typed by a shopper or staff (a name, a note) safe inside HTML mail. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'Assalam-o-alaikum Ayesha,': the first name only, as the shop greets people. */
export const greeting = (customerName: string) => `Assalam-o-alaikum ${splitName(customerName).firstName},`;

export const signature = `${BRAND.name} · ${BRAND.tagline}`;
