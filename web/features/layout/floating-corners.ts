// Where the storefront's floating corners (WhatsApp bottom left, the shop assistant bottom right) show, and how high.

/** The steps to placing an order (on a phone the bag's 'Proceed to checkout' sits in the corner on arrival), and the
 *  admin panel, which is not the shop. */
const CORNERS_FREE_ON = ['/cart', '/checkout', '/preorder-checkout', '/admin'];

/** True where nothing may float over the page's own buttons. */
export function keepsCornersFree(path: string): boolean {
  return CORNERS_FREE_ON.some((page) => path === page || path.startsWith(`${page}/`));
}

/** Phones keep the product page's bottom 72 px for its Add to Cart bar; `raised` leaves room for an admin's view
 *  switch below. */
export function floatingBottom(path: string, raised = false): string {
  const phone = path.startsWith('/product/') ? 'bottom-[88px]' : raised ? 'bottom-[68px]' : 'bottom-4';
  return `${phone} ${raised ? 'sm:bottom-[76px]' : 'sm:bottom-5'}`;
}
