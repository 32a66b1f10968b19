// How saved contact settings become the storefront's links: tel: and wa.me numbers, profile handles, address lines.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT, DEFAULT_SOCIAL, shopContactView } from './shop-contact.ts';

describe('shopContactView', () => {
  it('shows the defaults as the shop always has: one Phone & WhatsApp number and three profiles', () => {
    const view = shopContactView(DEFAULT_CONTACT, DEFAULT_SOCIAL);
    expect(view.phone).toEqual({ display: '+92 300 1234567', href: 'tel:+923001234567' });
    expect(view.whatsapp).toEqual({
      e164: '+923001234567',
      display: '+92 300 1234567',
      href: 'https://wa.me/923001234567',
      samePhone: true,
    });
    expect(view.address).toEqual(['Studio 4, Block-Print Lane', 'Hala, Sindh, Pakistan']);
    expect(view.social.map((s) => [s.network, s.handle])).toEqual([
      ['instagram', '@hunar.handmade'],
      ['facebook', 'hunar.handmade'],
      ['whatsapp', '+92 300 1234567'],
    ]);
  });

  it('gives a different WhatsApp number a wa.me link of its own, and leaves out an empty profile', () => {
    const view = shopContactView(
      { ...DEFAULT_CONTACT, whatsapp: '0333 7654321', address: ' Plot 12 \n\n Hyderabad ' },
      { ...DEFAULT_SOCIAL, facebook: '', instagram: 'https://www.instagram.com/hunar.studio/' },
    );
    expect(view.whatsapp).toEqual({
      e164: '+923337654321',
      display: '+92 333 7654321',
      href: 'https://wa.me/923337654321',
      samePhone: false,
    });
    expect(view.address).toEqual(['Plot 12', 'Hyderabad']);
    expect(view.social.map((s) => s.handle)).toEqual(['@hunar.studio', '+92 333 7654321']);
  });

  it('switches WhatsApp off when its number is empty, and dials a landline in international form', () => {
    const view = shopContactView({ ...DEFAULT_CONTACT, phone: '(021) 3456 7890', whatsapp: '' }, DEFAULT_SOCIAL);
    expect(view.whatsapp).toBeNull();
    expect(view.phone).toEqual({ display: '(021) 3456 7890', href: 'tel:+922134567890' });
    expect(view.social.find((s) => s.network === 'whatsapp')?.handle).toBe('923001234567');
  });
});
