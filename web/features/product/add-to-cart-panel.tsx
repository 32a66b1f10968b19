// Colour, size and quantity choice with Add to Cart, the Preorder toggle and the wishlist heart; errors show inline and
// as a toast. Preorder mode (SPEC §2, §4) lets any size be chosen, says what the preorder means, and its Preorder Now
// puts the piece in the preorder bag and opens /preorder-checkout; a sold-out size offers a preorder instead of a dead end.
import { Check } from '../../ui/icons/check.ts';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CART_MESSAGES, lineImageId } from '../../../domain/cart.ts';
import { CART_TOAST_MS, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type Size } from '../../../domain/limits.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { addLine } from '../cart/cart-actions.ts';
import { productSummary } from '../catalog/product-summary.ts';
import { addToPreorderBag } from '../preorders/preorder-bag-store.ts';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { ColorPicker } from './color-picker.tsx';
import { PreorderDetails } from './preorder-details.tsx';
import { cartProduct, isSoldOut, maxQuantity, offeredColors, onlySize, sizeStock } from './product-options.ts';
import { QuantityPicker } from '../../ui/quantity-picker.tsx';
import { SizePicker } from './size-picker.tsx';
import { SoldOutSizes, StockMessage } from './preorder-offers.tsx';
import { StockStatus } from './stock-status.tsx';

interface AddToCartPanelProps {
  product: ProductView;
  onShowSizeGuide: () => void;
  /** The chosen colour lives with the page, so the gallery can show its pictures (useColorChoice). */
  color: string | null;
  onColorChange: (color: string) => void;
}

export function AddToCartPanel({ product, onShowSizeGuide, color, onColorChange }: AddToCartPanelProps) {
  const colors = offeredColors(product);
  const navigate = useNavigate();
  const [preorder, setPreorder] = useState(false);
  const [size, setSize] = useState<Size | null>(() => onlySize(product));
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [error, setError] = useState<string | null>(null);

  const soldOut = isSoldOut(product);
  const stock = size ? sizeStock(product, size) : 0;
  // Made to order, a preorder is not bound by stock: up to the line limit of 10.
  const maxOfSize = preorder ? MAX_LINE_QUANTITY : maxQuantity(product, size);

  const chooseSize = (next: Size) => {
    setSize(next);
    if (!preorder) setQuantity((q) => Math.min(q, maxQuantity(product, next)));
    setError(null);
  };

  /** SPEC §4: toggling preorder mode clears the chosen size; `withSize` is the sold-out size the shopper asked for. */
  const switchMode = (toPreorder: boolean, withSize: Size | null = null) => {
    setPreorder(toPreorder);
    setSize(withSize);
    setError(null);
  };

  const fail = (message: string) => {
    setError(message);
    toast.error(message, { duration: CART_TOAST_MS });
  };

  const add = () => {
    const result = addLine(cartProduct(product), { size, color, quantity });
    if (result.ok) {
      setError(null);
      toast.success(CART_MESSAGES.added, { duration: CART_TOAST_MS });
    } else fail(result.error);
  };

  const preorderNow = () => {
    if (!size) return fail(CART_MESSAGES.selectSize);
    const chosenColor = color ?? (colors.length === 1 ? colors[0] : null);
    if (!chosenColor) return fail(CART_MESSAGES.selectColor);
    const { prodId, name, price } = product;
    const imageId = lineImageId(cartProduct(product), chosenColor);
    const result = addToPreorderBag({ prodId, name, imageId, size, color: chosenColor, quantity, price });
    if (!result.ok) return fail(result.error);
    void navigate('/preorder-checkout');
  };

  return (
    <div className="space-y-7">
      <ColorPicker
        colors={colors}
        value={color}
        onChange={(next) => {
          onColorChange(next);
          setError(null);
        }}
      />
      <div className="space-y-2.5">
        <SizePicker
          product={product}
          value={size}
          onChange={chooseSize}
          onShowSizeGuide={onShowSizeGuide}
          anySize={preorder}
        />
        {preorder ? (
          <p aria-live="polite" className="text-sm text-ink/80">
            {size ? `Size ${size} will be made for you` : 'Choose any size: each preorder is made for you'}
          </p>
        ) : (
          <>
            <StockStatus size={size} stock={stock} soldOut={soldOut} />
            <SoldOutSizes product={product} onPreorder={(s) => switchMode(true, s)} />
          </>
        )}
      </div>
      {(preorder || !soldOut) && (
        <QuantityPicker
          value={quantity}
          max={maxOfSize}
          onChange={(next) => {
            setQuantity(next);
            setError(null);
          }}
        />
      )}
      {preorder && <PreorderDetails unitPrice={product.price} quantity={quantity} />}
      {error && <StockMessage message={error} onPreorder={() => switchMode(true)} />}
      <div className="flex items-center gap-3">
        {preorder ? (
          <Button onClick={preorderNow} className="h-13 flex-1 text-base">
            Preorder Now
          </Button>
        ) : (
          <Button onClick={add} disabled={soldOut} className="h-13 flex-1 text-base">
            {soldOut ? (
              'Sold out'
            ) : (
              <>
                <ShoppingBag className="h-5 w-5" aria-hidden /> Add to Cart
              </>
            )}
          </Button>
        )}
        <button
          type="button"
          aria-pressed={preorder}
          onClick={() => switchMode(!preorder)}
          // Pressed, it reads as a switched-on choice beside the dark Preorder Now, not as a second main button.
          className={`inline-flex h-13 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition sm:px-5 ${
            preorder
              ? 'border-madder bg-madder/10 text-madder hover:bg-madder/15'
              : 'border-linen bg-white hover:border-ink'
          }`}
        >
          {preorder && <Check className="h-4 w-4" aria-hidden />}
          Preorder
        </button>
        <WishlistButton
          product={productSummary(product)}
          className="h-13! w-13! shrink-0 border border-linen shadow-none!"
        />
      </div>
    </div>
  );
}
