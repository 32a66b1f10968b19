// Where the storefront's floating corners (WhatsApp bottom left, the shop assistant bottom right) show, and how high.

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
