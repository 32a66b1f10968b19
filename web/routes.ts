// Every URL of the web app, listed explicitly.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('product/:prodId', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-confirmation/:trackingId', 'routes/order-confirmation.tsx'),
  route('preorder-checkout', 'routes/preorder-checkout.tsx'),
  route('preorder-confirmation/:preorderId', 'routes/preorder-confirmation.tsx'),
  route('track-order', 'routes/track-order.tsx'),
  route('preorders', 'routes/preorders.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('undo-email-change/:token', 'routes/undo-email-change.tsx'),
  route('change-password', 'routes/change-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('admin-signup', 'routes/admin-signup.tsx'),
  // The admin panel has its own layout (issue 17): no shop header, newsletter or footer.
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin.tsx'),
    route('admin/create-product', 'routes/admin-create-product.tsx'),
    route('admin/create-order', 'routes/admin-create-order.tsx'),
    route('admin/create-preorder', 'routes/admin-create-preorder.tsx'),
    route('admin/edit-product/:prodId', 'routes/admin-edit-product.tsx'),
    // SPEC §2: any other /admin/ path goes to /admin.
    route('admin/*', 'routes/admin-other.tsx'),
  ]),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // SPEC §2: unknown paths go to the home page.
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
