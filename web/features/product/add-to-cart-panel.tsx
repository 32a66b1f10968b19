// Colour, size and quantity choice with Add to Cart and the wishlist heart; errors show inline and as a toast.
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { useState } from 'react';
import { CART_MESSAGES } from '../../../domain/cart.ts';
import { CART_TOAST_MS, MIN_LINE_QUANTITY, type Size } from '../../../domain/limits.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { addLine } from '../cart/cart-actions.ts';
import { productSummary } from '../catalog/product-summary.ts';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { ColorPicker } from './color-picker.tsx';
import { cartProduct, isSoldOut, maxQuantity, offeredColors, onlySize, sizeStock } from './product-options.ts';
import { QuantityPicker } from '../../ui/quantity-picker.tsx';
import { SizePicker } from './size-picker.tsx';
import { StockStatus } from './stock-status.tsx';

interface AddToCartPanelProps {
  product: ProductView;
  onShowSizeGuide: () => void;
}

export function AddToCartPanel({ product, onShowSizeGuide }: AddToCartPanelProps) {
  const colors = offeredColors(product);
  const [size, setSize] = useState<Size | null>(() => onlySize(product));
  // With a single colour there is nothing to choose (SPEC §5 asks for a colour only when there are several).
  const [color, setColor] = useState<string | null>(colors.length === 1 ? (colors[0] ?? null) : null);
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [error, setError] = useState<string | null>(null);

  const soldOut = isSoldOut(product);
  const stock = size ? sizeStock(product, size) : 0;

  const chooseSize = (next: Size) => {
    setSize(next);
    setQuantity((q) => Math.min(q, maxQuantity(product, next)));
    setError(null);
  };

  const add = () => {
    const result = addLine(cartProduct(product), { size, color, quantity });
    if (result.ok) {
      setError(null);
      toast.success(CART_MESSAGES.added, { duration: CART_TOAST_MS });
    } else {
      setError(result.error);
      toast.error(result.error, { duration: CART_TOAST_MS });
    }
  };

  return (
    <div className="space-y-7">
      <ColorPicker
        colors={colors}
        value={color}
        onChange={(next) => {
          setColor(next);
          setError(null);
        }}
      />
      <div className="space-y-2.5">
        <SizePicker product={product} value={size} onChange={chooseSize} onShowSizeGuide={onShowSizeGuide} />
        <StockStatus size={size} stock={stock} soldOut={soldOut} />
      </div>
      {!soldOut && (
        <QuantityPicker
          value={quantity}
          max={maxQuantity(product, size)}
          onChange={(next) => {
            setQuantity(next);
            setError(null);
          }}
        />
      )}
      {error && (
        <p role="alert" className="rounded-md border border-madder/25 bg-madder/5 px-4 py-3 text-sm text-madder">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button onClick={add} disabled={soldOut} className="h-13 flex-1 text-base">
          {soldOut ? (
            'Sold out'
          ) : (
            <>
              <ShoppingBag className="h-5 w-5" aria-hidden /> Add to Cart
            </>
          )}
        </Button>
        <WishlistButton
          product={productSummary(product)}
          className="h-13! w-13! shrink-0 border border-linen shadow-none!"
        />
      </div>
    </div>
  );
}
