// The assistant's links: shop paths and the shop's own WhatsApp and social profiles become links; other sites,
// script URLs and the tricks browsers read as another site stay text.
import { describe, expect, it } from 'vitest';
import { isShopPath, safeHref } from './safe-href.ts';

const TRUSTED = [
  'https://wa.me/923001234567',
  'https://instagram.com/hunar.handmade',
  'https://facebook.com/hunar.handmade',
];

describe('safeHref', () => {
  it.each(['/product/WMN-BLK-005', '/track-order?id=HUN-123', '/contact', '/'])('keeps the shop path %s', (href) => {
    expect(safeHref(href, TRUSTED)).toEqual({ kind: 'page', to: href });
  });

  it.each([
    'https://wa.me/923001234567?text=Salaam',
    'https://instagram.com/hunar.handmade',
    'https://facebook.com/hunar.handmade/posts/1',
  ])('lets out the shop’s own %s', (href) => {
    expect(safeHref(href, TRUSTED)).toEqual({ kind: 'external', href });
  });

  it.each([
    '//evil.example/product/x',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'http://wa.me/923001234567',
    'https://wa.me.evil.example/',
    'https://user:pass@instagram.com/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'product/x',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href, TRUSTED)).toBeNull();
  });

  it('trusts no social host the shop does not use', () => {
    expect(safeHref('https://instagram.com/someone', [])).toBeNull();
    expect(safeHref('https://wa.me/923001234567', [])).toEqual({
      kind: 'external',
      href: 'https://wa.me/923001234567',
    });
  });

  it('takes pictures only from the shop’s own paths', () => {
    expect(isShopPath('/media/abc/640.jpg')).toBe(true);
    expect(isShopPath('https://evil.example/pixel.gif')).toBe(false);
  });
});
