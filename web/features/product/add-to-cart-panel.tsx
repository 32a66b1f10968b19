// Colour, size and quantity choice with Add to Cart, the Preorder toggle and the wishlist heart. A problem shows once,
// beside the control it is about; adding opens the mini bag. Preorder mode (SPEC §2, §4) lets any size be chosen, says
// what the preorder means, and its Preorder Now puts the piece in the preorder bag and opens /preorder-checkout; a
// sold-out size offers a preorder instead of a dead end. On phones the main button lives in the sticky bar instead.
import { Check } from '../../ui/icons/check.ts';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { Button } from '../../ui/button.tsx';
import { QuantityPicker } from '../../ui/quantity-picker.tsx';
import { productSummary } from '../catalog/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { ColorPicker } from './color-picker.tsx';
import { PreorderDetails } from './preorder-details.tsx';
import { SoldOutSizes, StockMessage } from './preorder-offers.tsx';
import { SizePicker } from './size-picker.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import { StockStatus } from './stock-status.tsx';
import type { ProblemPlace } from './problem-place.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { loadMiniBag } from '../cart/index.ts';

// The mini bag is fetched when the shopper first picks a size (about to add), so no page carries it before.
const MiniBag = lazy(loadMiniBag);

interface AddToCartPanelProps {
  product: ProductView;
  /** The colour swatches' hex values (ColorPicker). */
  swatches: Readonly<Record<string, string>>;
  onShowSizeGuide: () => void;
  /** The chosen colour lives with the page, so the gallery can show its pictures (useColorChoice). */
  color: string | null;
  onColorChange: (color: string) => void;
}

export function AddToCartPanel({ product, swatches, onShowSizeGuide, color, onColorChange }: AddToCartPanelProps) {
  const cart = useAddToCart(product, color, onColorChange);
  const { preorder, size, soldOut, problem } = cart;
  const sizeArea = useRef<HTMLDivElement>(null);
  const problemShown = useRef<HTMLParagraphElement>(null);
  const place = problem?.place;

  useEffect(() => {
    if (size) void loadMiniBag();
  }, [size]);
  // From the phone's bar the control in question may be off screen: bring its message into view.
  useEffect(() => {
    if (problem) problemShown.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [problem]);

  const problemAt = (at: ProblemPlace) =>
    problem && place === at ? (
      <div ref={problemShown}>
        <StockMessage message={problem.message} onPreorder={() => cart.switchMode(true)} />
      </div>
    ) : null;

  const mainButton = preorder ? (
    <Button onClick={cart.preorderNow} className="h-13 flex-1 text-base">
      Preorder Now
    </Button>
  ) : (
    <Button onClick={cart.add} disabled={soldOut} className="h-13 flex-1 text-base">
      {soldOut ? (
        'Sold out'
      ) : (
        <>
          <ShoppingBag className="h-5 w-5" aria-hidden /> Add to Cart
        </>
      )}
    </Button>
  );

  return (
    <div className="space-y-7">
      <div className="space-y-2.5">
        <ColorPicker colors={cart.colors} swatches={swatches} value={cart.color} onChange={cart.chooseColor} />
        {problemAt('color')}
      </div>
      <div ref={sizeArea} className="space-y-2.5">
        <SizePicker
          product={product}
          value={size}
          onChange={cart.chooseSize}
          onShowSizeGuide={onShowSizeGuide}
          anySize={preorder}
        />
        {problemAt('size')}
        {preorder ? (
          <p aria-live="polite" className="text-sm text-ink/80">
            {size ? `Size ${size} will be made for you` : 'Choose any size: each preorder is made for you'}
          </p>
        ) : (
          <>
            <StockStatus size={size} stock={cart.stock} soldOut={soldOut} />
            <SoldOutSizes product={product} onPreorder={(s) => cart.switchMode(true, s)} />
          </>
        )}
      </div>
      {(preorder || !soldOut) && (
        <div className="space-y-2.5">
          <QuantityPicker value={cart.quantity} max={cart.maxOfSize} onChange={cart.setQuantity} />
          {problemAt('quantity')}
        </div>
      )}
      {preorder && <PreorderDetails unitPrice={product.price} quantity={cart.quantity} />}
      {problemAt('action')}
      <div className="flex items-center gap-3">
        {/* Phones press the same button in the sticky bar, always in reach; here it would be a second one. */}
        <div className="flex flex-1 max-sm:hidden">{mainButton}</div>
        <button
          type="button"
          aria-pressed={preorder}
          onClick={() => cart.switchMode(!preorder)}
          // Pressed, it reads as a switched-on choice beside the dark Preorder Now, not as a second main button.
          className={`inline-flex h-13 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition max-sm:flex-1 max-sm:justify-center sm:px-5 ${
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
      <StickyBuyBar
        price={product.price}
        preorder={preorder}
        soldOut={soldOut}
        blockedReason={cart.blockedReason}
        chosen={size ? [`Size ${size}`, cart.color].filter(Boolean).join(' · ') : null}
        onAction={preorder ? cart.preorderNow : cart.add}
        onShowReason={() => {
          sizeArea.current?.querySelector<HTMLInputElement>('input:enabled')?.focus({ preventScroll: true });
          sizeArea.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        }}
      />
      {cart.added && (
        <Suspense fallback={null}>
          <MiniBag line={cart.added} onClose={cart.closeBag} />
        </Suspense>
      )}
    </div>
  );
}
