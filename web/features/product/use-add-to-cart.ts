// The product page's choices and its two actions (Add to Cart, Preorder Now), shared by the panel and the phone's
// sticky bar: one set of state and one validation, with each problem tied to the control it is about.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CART_MESSAGES, lineImageId, sameLine, type CartLine } from '../../../domain/cart.ts';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type Size } from '../../../domain/limits.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { addLine } from '../cart/index.ts';
import { addToPreorderBag } from '../preorders/index.ts';
import { problemPlace, type Problem } from './problem-place.ts';
import { cartProduct, isSoldOut, maxQuantity, offeredColors, onlySize, sizeStock } from './product-options.ts';

/** The colour is the page's (useColorChoice), so the gallery can show its pictures first. */
export function useAddToCart(product: ProductView, color: string | null, onColorChange: (color: string) => void) {
  const colors = offeredColors(product);
  const navigate = useNavigate();
  const [preorder, setPreorder] = useState(false);
  const [size, setSize] = useState<Size | null>(() => onlySize(product));
  const [quantity, setQuantityState] = useState(MIN_LINE_QUANTITY);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The bag's line just added to, for the mini bag; null when it is closed. */
  const [added, setAdded] = useState<CartLine | null>(null);

  const soldOut = isSoldOut(product);
  const stock = size ? sizeStock(product, size) : 0;
  // Made to order, a preorder is not bound by stock: up to the line limit of 10.
  const maxOfSize = preorder ? MAX_LINE_QUANTITY : maxQuantity(product, size);
  /** Why the phone bar's button cannot be pressed yet, or null when it can. */
  const blockedReason = size ? null : 'Choose a size';

  const fail = (message: string) => setProblem({ place: problemPlace(message), message });

  const chooseSize = (next: Size) => {
    setSize(next);
    if (!preorder) setQuantityState((q) => Math.min(q, maxQuantity(product, next)));
    setProblem(null);
  };

  const chooseColor = (next: string) => {
    onColorChange(next);
    setProblem(null);
  };

  const setQuantity = (next: number) => {
    setQuantityState(next);
    setProblem(null);
  };

  /** SPEC §4: toggling preorder mode clears the chosen size; `withSize` is the sold-out size the shopper asked for. */
  const switchMode = (toPreorder: boolean, withSize: Size | null = null) => {
    setPreorder(toPreorder);
    setSize(withSize);
    setProblem(null);
  };

  const add = () => {
    const result = addLine(cartProduct(product), { size, color, quantity });
    if (!result.ok) return fail(result.error);
    setProblem(null);
    const chosenColor = color ?? colors[0] ?? '';
    setAdded(
      result.lines.find((l) => size && sameLine(l, { prodId: product.prodId, size, color: chosenColor })) ?? null,
    );
  };

  const preorderNow = () => {
    if (!size) return fail(CART_MESSAGES.selectSize);
    if (!color) return fail(CART_MESSAGES.selectColor);
    const { prodId, name, price } = product;
    const imageId = lineImageId(cartProduct(product), color);
    const result = addToPreorderBag({ prodId, name, imageId, size, color, quantity, price });
    if (!result.ok) return fail(result.error);
    navigate('/preorder-checkout');
  };

  return {
    colors,
    preorder,
    size,
    color,
    quantity,
    problem,
    added,
    soldOut,
    stock,
    maxOfSize,
    blockedReason,
    chooseSize,
    chooseColor,
    setQuantity,
    switchMode,
    add,
    preorderNow,
    closeBag: () => setAdded(null),
  };
}

export type AddToCart = ReturnType<typeof useAddToCart>;
