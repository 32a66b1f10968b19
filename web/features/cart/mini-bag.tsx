// The mini bag: opened by adding to the bag, it shows the line just added, the bag's subtotal, and the ways on (View
// bag, Checkout). Its title is the spec's 'Added to cart successfully!', announced as the dialog takes focus. Loaded
// on first use (the product page fetches it when a size is picked), so no page carries it up front.
import { Link } from 'react-router';
import type { CartLine } from '../../../domain/cart.ts';
import { linesSubtotal } from '../../../domain/pricing.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { Price } from '../../ui/price.tsx';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../../ui/item-thumbnail.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { useCart } from './cart-store.ts';

interface MiniBagProps {
  line: CartLine;
  onClose: () => void;
}

/** The default export, for React.lazy on the product page. */
export default function MiniBag({ line, onClose }: MiniBagProps) {
  const lines = useCart((s) => s.lines);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      placement="side"
      title={
        <span className="flex items-center gap-2.5 font-sans text-base font-semibold sm:text-lg" role="status">
          <CheckCircle2 className="h-5 w-5 shrink-0 text-leaf" aria-hidden />
          Added to cart successfully!
        </span>
      }
      footer={
        <div className="space-y-4">
          <p className="flex items-baseline justify-between text-sm">
            <span>
              Subtotal ({pieces} {pieces === 1 ? 'item' : 'items'})
            </span>
            <span data-testid="mini-bag-subtotal">
              <Price amount={linesSubtotal(lines)} show="approx" className="text-right text-lg font-semibold" />
            </span>
          </p>
          <p className="text-xs text-muted">Delivery is worked out at checkout.</p>
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink to="/cart" variant="secondary" className="h-12">
              View bag
            </ButtonLink>
            <ButtonLink to="/checkout" className="h-12">
              Checkout
            </ButtonLink>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="w-full text-center text-sm text-muted underline decoration-linen underline-offset-4 hover:text-ink"
          >
            Continue shopping
          </button>
        </div>
      }
    >
      <div className="flex gap-4" data-testid="mini-bag-line">
        <Link to={`/product/${line.prodId}`} onClick={onClose} className="shrink-0">
          <ItemThumbnail imageId={line.imageId} name={line.name} className="w-20" sizes="80px" />
        </Link>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium leading-snug">
            <ProductName name={line.name} />
          </p>
          <p className="mt-1 text-muted">
            Size {line.size} · {line.color}
          </p>
          <p className="mt-1 text-muted">Qty {line.quantity}</p>
          <Price amount={line.price * line.quantity} show="approx" className="mt-2 block font-semibold" />
        </div>
      </div>
    </Sheet>
  );
}
