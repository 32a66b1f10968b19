// Every URL of the web app, listed explicitly.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('product/:prodId', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // SPEC §2: unknown paths go to the home page.
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
