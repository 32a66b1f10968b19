// Cart rules of SPEC §5 as pure functions: what may be added or changed, with the spec's exact messages.
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type Size } from './limits.ts';

export interface CartLine {
  productId: string;
  prodId: string;
  name: string;
  /** Media id of the picture of the chosen colour (else the product's featured image), for the thumbnail. */
  imageId: string | null;
  price: number;
  size: Size;
  color: string;
  quantity: number;
}

/** What the cart needs to know about a product to check a request against it. */
export interface CartProduct {
  _id: string;
  prodId: string;
  name: string;
  price: number;
  sizes: readonly Size[];
  sizeStock: Partial<Record<Size, number>>;
  colors: readonly string[];
  imageId: string | null;
  /** The picture of each colour that has one tagged (domain/catalog.ts colorImageIds); others show `imageId`. */
  colorImageIds?: Readonly<Record<string, string>>;
}

export const CART_MESSAGES = {
  selectSize: 'Please select a size',
  selectColor: 'Please select a color',
  quantityAtLeastOne: 'Quantity must be at least 1',
  sizeUnavailable: 'This size is not available for this product',
  onlyAvailable: (n: number, size: string) =>
    `Only ${n} items available in size ${size}. Please reduce quantity, select a different size, or consider placing a preorder for this item.`,
  lineLimit: `Your bag can hold up to ${MAX_CART_LINES} different items. Please remove one before adding another.`,
  quantityLimit: `You can add up to ${MAX_LINE_QUANTITY} of one item in one size and colour.`,
  added: 'Added to cart successfully!',
} as const;

export type CartResult = { ok: true; lines: CartLine[] } | { ok: false; error: string };

/** The thumbnail of a line in `color`: the colour's own picture when it has one. */
export function lineImageId(product: Pick<CartProduct, 'imageId' | 'colorImageIds'>, color: string): string | null {
  return product.colorImageIds?.[color] ?? product.imageId;
}

export const sameLine = (
  a: Pick<CartLine, 'prodId' | 'size' | 'color'>,
  b: Pick<CartLine, 'prodId' | 'size' | 'color'>,
) => a.prodId === b.prodId && a.size === b.size && a.color === b.color;

export interface AddRequest {
  size: Size | null;
  color: string | null;
  quantity: number;
}

/**
 * Adds `quantity` of a product in a size and colour. A colour must be chosen only when the product offers more than
 * one; with one colour (or none, SPEC §9 default Black) it is implied.
 */
export function addToCart(lines: readonly CartLine[], product: CartProduct, request: AddRequest): CartResult {
  if (!request.size) return { ok: false, error: CART_MESSAGES.selectSize };
  const color = request.color ?? (product.colors.length <= 1 ? (product.colors[0] ?? 'Black') : null);
  if (!color) return { ok: false, error: CART_MESSAGES.selectColor };
  if (!Number.isInteger(request.quantity) || request.quantity < MIN_LINE_QUANTITY)
    return { ok: false, error: CART_MESSAGES.quantityAtLeastOne };
  if (!product.sizes.includes(request.size)) return { ok: false, error: CART_MESSAGES.sizeUnavailable };
  const stock = product.sizeStock[request.size] ?? 0;
  const key = { prodId: product.prodId, size: request.size, color };
  const existing = lines.find((l) => sameLine(l, key));
  const combined = (existing?.quantity ?? 0) + request.quantity;
  // n is the size's stock: a shopper who already has some in the bag reads it as the ceiling they hit.
  if (combined > stock) return { ok: false, error: CART_MESSAGES.onlyAvailable(stock, request.size) };
  if (combined > MAX_LINE_QUANTITY) return { ok: false, error: CART_MESSAGES.quantityLimit };
  if (existing) return { ok: true, lines: lines.map((l) => (l === existing ? { ...l, quantity: combined } : l)) };
  if (lines.length >= MAX_CART_LINES) return { ok: false, error: CART_MESSAGES.lineLimit };
  const line: CartLine = {
    productId: product._id,
    prodId: product.prodId,
    name: product.name,
    imageId: lineImageId(product, color),
    price: product.price,
    size: request.size,
    color,
    quantity: request.quantity,
  };
  return { ok: true, lines: [...lines, line] };
}

/**
 * Sets a line's quantity. 0 or less removes the line (SPEC §5); above the size's stock or above 10 is refused.
 * `stock` is the latest known stock of that size (undefined when not known yet: then only the 1-10 rule applies).
 */
export function setQuantity(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'prodId' | 'size' | 'color'>,
  quantity: number,
  stock?: number,
): CartResult {
  if (quantity <= 0) return { ok: true, lines: lines.filter((l) => !sameLine(l, key)) };
  if (!Number.isInteger(quantity)) return { ok: false, error: CART_MESSAGES.quantityAtLeastOne };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, error: CART_MESSAGES.quantityLimit };
  if (stock !== undefined && quantity > stock)
    return { ok: false, error: CART_MESSAGES.onlyAvailable(stock, key.size) };
  return { ok: true, lines: lines.map((l) => (sameLine(l, key) ? { ...l, quantity } : l)) };
}
