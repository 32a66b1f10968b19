// A message of the assistant as the widget draws it: text stays text (markup from the server is never HTML), product
// cards link to their shop pages with the shop's price, and links outside the shop's own are not clickable.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-history.ts';
import { ChatMessageItem } from './chat-message.tsx';

const TRUSTED = ['https://wa.me/923001234567', 'https://instagram.com/hunar.handmade'];

function render(extra: Partial<ChatMessage>, onRetry?: () => void): string {
  const message: ChatMessage = {
    id: '1',
    type: 'bot',
    content: 'Ji haan, ye kurta M size mein hai.',
    timestamp: '2026-01-01T00:00:00.000Z',
    isError: false,
    ...extra,
  };
  const item = createElement(ChatMessageItem, { message, trustedHrefs: TRUSTED, onRetry, onFollow: () => {} });
  // A data router, as in the shop: prices read the page's currency from the root route's data (none here: rupees).
  const router = createMemoryRouter([{ id: 'root', path: '/', element: item }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('ChatMessageItem', () => {
  it('shows markup in an answer as text', () => {
    const html = render({ content: '<img src=x onerror=alert(1)><a href="https://evil.example">win</a>' });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('draws product cards linking to their pages, with the price as the shop writes it', () => {
    const html = render({
      products: [
        {
          prodId: 'WMN-RED-001',
          name: 'Madder kurta',
          price: 5400,
          imageUrl: '/media/m1/640.jpg',
          href: '/product/WMN-RED-001',
        },
        {
          prodId: 'WMN-X',
          name: 'Elsewhere',
          price: 1,
          imageUrl: 'https://evil.example/p.gif',
          href: '//evil.example',
        },
      ],
    });
    expect(html).toContain('href="/product/WMN-RED-001"');
    expect(html).toContain('src="/media/m1/640.jpg"');
    expect(html).toContain('Madder kurta');
    expect(html).toContain('Rs 5,400');
    expect(html).not.toContain('evil.example');
  });

  it('links shop pages and the shop’s own WhatsApp, and leaves any other address as text', () => {
    const html = render({
      links: [
        { label: 'Track your order', href: '/track-order' },
        { label: 'WhatsApp us', href: 'https://wa.me/923001234567' },
        { label: 'Free coupons', href: 'https://evil.example/coupons' },
        { label: 'Run me', href: 'javascript:alert(1)' },
      ],
    });
    expect(html).toContain('href="/track-order"');
    expect(html).toContain('href="https://wa.me/923001234567"');
    expect(html).toContain('Free coupons');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
  });

  it('offers Retry only when given one', () => {
    expect(render({ isError: true }, () => {})).toContain('>Retry</button>');
    expect(render({ isError: true })).not.toContain('Retry');
  });
});
