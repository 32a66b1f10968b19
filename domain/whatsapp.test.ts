// The WhatsApp number normaliser and click-to-chat links: every way Pakistanis write a number, and what is refused.
import { describe, expect, it } from 'vitest';
import { displayPhone, paymentScreenshotMessage, shopWhatsapp, toE164, whatsappLink } from './whatsapp.ts';

describe('toE164', () => {
  it.each([
    ['0300-1234567', '+923001234567'],
    ['0300 1234567', '+923001234567'],
    ['3001234567', '+923001234567'],
    ['300 1234567', '+923001234567'],
    ['+92 300 1234567', '+923001234567'],
    ['+92-300-1234567', '+923001234567'],
    ['0092 300 1234567', '+923001234567'],
    ['92 300 1234567', '+923001234567'],
    ['923001234567', '+923001234567'],
    [' (0333) 765-4321 ', '+923337654321'],
    ['(021) 3456 7890', '+922134567890'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
  ])('%s -> %s', (phone, e164) => expect(toE164(phone)).toBe(e164));

  it.each([
    ['', 'empty'],
    ['call me', 'words'],
    ['0300-123456', 'a mobile one digit short'],
    ['0300-12345678', 'a mobile one digit long'],
    ['+92 300 1234567 ext 2', 'an extension'],
    ['12345', 'too short'],
    ['+1234567890123456', 'longer than E.164 allows'],
    ['+0300 1234567', 'a country code starting with 0'],
  ])('%s (%s) is not a phone number', (phone) => expect(toE164(phone)).toBeNull());
});

describe('displayPhone', () => {
  it('groups a Pakistani mobile the way it is read aloud, and leaves other numbers as stored', () => {
    expect(displayPhone('+923001234567')).toBe('+92 300 1234567');
    expect(displayPhone('+447911123456')).toBe('+447911123456');
  });
});

describe('whatsappLink', () => {
  it('is a wa.me link of the digits, with the message encoded when there is one', () => {
    expect(whatsappLink('+923001234567')).toBe('https://wa.me/923001234567');
    expect(whatsappLink('+923001234567', 'Order HC-ABCD & more?\nhttps://hunar.pk/track-order?id=HC-ABCD')).toBe(
      'https://wa.me/923001234567?text=Order%20HC-ABCD%20%26%20more%3F%0Ahttps%3A%2F%2Fhunar.pk%2Ftrack-order%3Fid%3DHC-ABCD',
    );
  });

  it('carries a payment screenshot message naming the order or the preorder', () => {
    const link = new URL(whatsappLink('+923001234567', paymentScreenshotMessage('preorder', 'PO-2345-6789-ABCD')));
    expect(link.searchParams.get('text')).toBe(
      'Assalam-o-alaikum, here is my payment screenshot for preorder PO-2345-6789-ABCD',
    );
  });
});

describe('shopWhatsapp', () => {
  it('is off when the setting is empty, and knows when the phone is the WhatsApp number too', () => {
    expect(shopWhatsapp({ phone: '0300 1234567', whatsapp: '' })).toBeNull();
    expect(shopWhatsapp({ phone: '0300 1234567', whatsapp: '+923001234567' })).toEqual({
      e164: '+923001234567',
      display: '+92 300 1234567',
      samePhone: true,
    });
    expect(shopWhatsapp({ phone: '021 34567890', whatsapp: '+923337654321' })?.samePhone).toBe(false);
  });
});
