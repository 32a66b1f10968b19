// The phone's bar at the foot of the product page: price and the panel's own Add to Cart (or Preorder Now), in reach
// while the shopper scrolls. Disabled until a size is chosen, saying so; the floating corners sit above it
// (layout/floating-corners.ts keeps the bottom 88 px of product pages for it).
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { ShoppingBag } from '../../ui/icons/shopping-bag.ts';
import { Price } from '../../ui/price.tsx';

interface StickyBuyBarProps {
  price: number;
  preorder: boolean;
  soldOut: boolean;
  /** Why the button cannot be pressed yet ('Choose a size'), or null. */
  blockedReason: string | null;
  /** 'Size M · Ajrak Red' once chosen. */
  chosen: string | null;
  onAction: () => void;
  /** Takes the shopper to the control the reason is about. */
  onShowReason: () => void;
}

export function StickyBuyBar({
  price,
  preorder,
  soldOut,
  blockedReason,
  chosen,
  onAction,
  onShowReason,
}: StickyBuyBarProps) {
  const reasonId = useId();
  const closed = soldOut && !preorder;
  return (
    <section
      aria-label="Buy this piece"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-linen bg-ivory/95 px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_rgba(38,30,24,0.08)] backdrop-blur sm:hidden"
    >
      <div className="flex h-[71px] items-center gap-3">
        <div className="min-w-0 flex-1 leading-tight">
          <Price amount={price} className="block text-lg font-semibold tracking-tight" />
          {closed ? (
            <p className="text-xs text-muted">Preorder any size</p>
          ) : blockedReason ? (
            <button
              type="button"
              id={reasonId}
              onClick={onShowReason}
              className="text-xs font-semibold text-madder underline decoration-madder/40 underline-offset-4"
            >
              {blockedReason}
            </button>
          ) : (
            <p className="truncate text-xs text-muted">{chosen}</p>
          )}
        </div>
        <Button
          onClick={onAction}
          disabled={closed || blockedReason !== null}
          aria-describedby={blockedReason && !closed ? reasonId : undefined}
          className="h-12 shrink-0 px-5 text-base"
        >
          {closed ? (
            'Sold out'
          ) : preorder ? (
            'Preorder Now'
          ) : (
            <>
              <ShoppingBag className="h-5 w-5" aria-hidden /> Add to Cart
            </>
          )}
        </Button>
      </div>
    </section>
  );
}
