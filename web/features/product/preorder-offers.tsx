// The ways from a sold-out size to a preorder in the product page's normal mode: 'Preorder this size' beside each
// sold-out size, and SPEC §5's stock message, whose '... consider placing a preorder for this item.' opens preorder mode.
import type { Size } from '../../../domain/limits.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { sizeStock } from './product-options.ts';

const PREORDER_HINT = 'placing a preorder for this item';

const linkClass = 'font-semibold text-madder underline decoration-madder/40 underline-offset-4 hover:decoration-madder';

/** The sizes the product is made in but has none left of, each with its way to a preorder. */
export function SoldOutSizes({
  product,
  onPreorder,
}: {
  product: Pick<ProductView, 'sizes' | 'sizeStock'>;
  onPreorder: (size: Size) => void;
}) {
  const soldOut = product.sizes.filter((s) => sizeStock(product, s) === 0);
  if (soldOut.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-ink/80">
      {soldOut.map((size) => (
        <li key={size}>
          Size {size} is sold out.{' '}
          <button type="button" onClick={() => onPreorder(size)} className={linkClass}>
            Preorder this size<span className="sr-only"> ({size})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The panel's error; a stock refusal's preorder suggestion becomes the way to preorder mode. */
export function StockMessage({ message, onPreorder }: { message: string; onPreorder: () => void }) {
  const at = message.indexOf(PREORDER_HINT);
  return (
    <p role="alert" className="rounded-md border border-madder/25 bg-madder/5 px-4 py-3 text-sm text-madder">
      {at < 0 ? (
        message
      ) : (
        <>
          {message.slice(0, at)}
          <button type="button" onClick={onPreorder} className={linkClass}>
            {PREORDER_HINT}
          </button>
          {message.slice(at + PREORDER_HINT.length)}
        </>
      )}
    </p>
  );
}
