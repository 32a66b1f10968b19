// How saved contact settings become the storefront's links: tel: and wa.me numbers, profile handles, address lines.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT, DEFAULT_SOCIAL, internationalDigits, shopContactView } from './shop-contact.ts';

describe('internationalDigits', () => {
  it.each([
    ['+92 300 1234567', '923001234567'],
    ['0300-1234567', '923001234567'],
    ['0092 300 1234567', '923001234567'],
    ['(021) 3456 7890', '922134567890'],
  ])('%s -> %s', (phone, digits) => expect(internationalDigits(phone)).toBe(digits));
});

describe('shopContactView', () => {
  it('shows the defaults as the shop always has: one Phone & WhatsApp number and three profiles', () => {
    const view = shopContactView(DEFAULT_CONTACT, DEFAULT_SOCIAL);
    expect(view.phone).toEqual({ display: '+92 300 1234567', href: 'tel:+923001234567' });
    expect(view.whatsapp).toBeNull();
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
    expect(view.whatsapp).toEqual({ display: '0333 7654321', href: 'https://wa.me/923337654321' });
    expect(view.address).toEqual(['Plot 12', 'Hyderabad']);
    expect(view.social.map((s) => s.handle)).toEqual(['@hunar.studio', '0333 7654321']);
  });
});
