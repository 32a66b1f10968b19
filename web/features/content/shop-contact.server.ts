// The shop's contact details as pages show them, built by the root loader on the server: kept out of the layout's
// browser file, which would otherwise carry the phone-number formatting (domain/whatsapp.ts) every page.
export { shopContactView } from '../../../domain/shop-contact.ts';
