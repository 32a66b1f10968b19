// The address a shared page is kept under: only the query parameters its routes declare, in name order.
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPageAddress } from './page-address.ts';

const route = (id: string, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId: id === 'root' ? undefined : 'root',
  path,
  index,
  module: { default: () => null, ...(handle ? { handle } : {}) },
});

const routes = Object.fromEntries(
  [
    route('root', ''),
    route('routes/home', undefined, { queryParams: [] }, true),
    route('routes/shop', 'shop', { queryParams: ['category', 'page', 'search'] }),
    route('routes/product', 'product/:prodId', { queryParams: [] }),
    route('routes/track-order', 'track-order'),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes'];

const address = createPageAddress(routes);

describe('page address', () => {
  it('drops parameters the routes do not read, and orders the rest by name', () => {
    expect(address('/shop?utm_source=ig&page=2&fbclid=x&category=women')).toBe('/shop?category=women&page=2');
    expect(address('/shop?gclid=1')).toBe('/shop');
    expect(address('/product/W-ABC?utm_campaign=eid')).toBe('/product/W-ABC');
    expect(address('/?fbclid=IwAR')).toBe('/');
  });

  it('keeps every value of a parameter the route reads, as sent', () => {
    expect(address('/shop?search=block+print&category=girl&category=boy')).toBe(
      '/shop?category=girl&category=boy&search=block+print',
    );
  });

  it('keeps React Router’s _routes on a data request, and only there', () => {
    expect(address('/shop.data?_routes=routes%2Fshop&category=women&fbclid=x')).toBe(
      '/shop.data?_routes=routes%2Fshop&category=women',
    );
    expect(address('/_root.data?utm_source=x')).toBe('/_root.data');
    expect(address('/shop?_routes=routes%2Fshop')).toBe('/shop');
  });

  it('shares a page whose route declares nothing only at its bare address', () => {
    expect(address('/track-order')).toBe('/track-order');
    expect(address('/track-order?id=HC-1234')).toBeNull();
  });
});
