// Where the storefront's floating corners (WhatsApp bottom left, the shop assistant bottom right) show, and how high.
import { useLocation } from 'react-router';
import { useShopContact } from '../content/index.ts';

/** The steps to placing an order (on a phone the bag's 'Proceed to checkout' sits in the corner on arrival). The admin
 *  panel has its own layout, without the corners. */
const CORNERS_FREE_ON = ['/cart', '/checkout', '/preorder-checkout'];

/** True where nothing may float over the page's own buttons. */
export function keepsCornersFree(path: string): boolean {
  return CORNERS_FREE_ON.some((page) => path === page || path.startsWith(`${page}/`));
}

/** Phones keep the product page's bottom 72 px for its Add to Cart bar. */
export function floatingBottom(path: string): string {
  return `${path.startsWith('/product/') ? 'bottom-[88px]' : 'bottom-4'} sm:bottom-5`;
}

/** The WhatsApp chat link to show on this page, or null when WhatsApp is off or the page keeps the corner free. */
export function useWhatsappChatHref(): string | null {
  const path = useLocation().pathname;
  const whatsapp = useShopContact().whatsapp;
  if (!whatsapp || keepsCornersFree(path)) return null;
  return whatsapp.href;
}
