// One line of the bag: thumbnail, name, size and colour, quantity stepper, line price and Remove.
import { Trash2 } from '../../ui/icons/trash-2.ts';
import { Link } from 'react-router';
import type { CartLine } from '../../../domain/cart.ts';
import { Price } from '../../ui/price.tsx';
import { ProductName } from '../../ui/product-name.tsx';
import { ItemThumbnail } from '../../ui/item-thumbnail.tsx';
import { LineQuantityStepper } from '../../ui/line-quantity-stepper.tsx';
import { lineMaxQuantity, lineStockNote } from './line-stock.ts';

interface CartLineItemProps {
  line: CartLine;
  /** Latest stock of this size; undefined while loading or if the product is gone. */
  stock: number | undefined;
  unavailable: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, stock, unavailable, onQuantity, onRemove }: CartLineItemProps) {
  const note = lineStockNote(line, { stock, unavailable });
  const label = line.name.replaceAll('/', ' ');
  return (
    <li className="flex gap-4 py-6 sm:gap-6" data-testid="cart-line">
      <Link to={`/product/${line.prodId}`} className="shrink-0">
        <ItemThumbnail imageId={line.imageId} name={line.name} className="w-24 sm:w-32" sizes="128px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-sans text-sm font-medium leading-snug sm:text-base">
              <Link to={`/product/${line.prodId}`} className="hover:underline">
                <ProductName name={line.name} />
              </Link>
            </h3>
            <p className="mt-1 text-xs text-muted sm:text-sm">
              Size {line.size} · {line.color}
            </p>
          </div>
          <Price
            amount={line.price * line.quantity}
            show="approx"
            className="shrink-0 text-right text-sm font-semibold sm:text-base"
          />
        </div>
        {note && <p className="mt-2 text-sm text-madder">{note}</p>}
        <div className="mt-auto flex items-center justify-between pt-4">
          <LineQuantityStepper
            label={label}
            quantity={line.quantity}
            max={lineMaxQuantity(line, { stock, unavailable })}
            onQuantity={onQuantity}
          />
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 text-sm text-muted transition hover:text-madder"
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}
