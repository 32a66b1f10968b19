// The small pieces every inventory view shows of a product: its featured image, per-size stock (low and empty sizes
// highlighted), total stock with its level, and active/inactive status.
import { plainName } from '../../../../domain/product-names.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { Image as ImageIcon } from '../../../ui/icons/image.ts';
import { sizeRows, STOCK_LEVEL_BADGE, STOCK_LEVEL_LABELS, stockLevel } from './stock-levels.ts';

export function featuredImage(product: ProductView) {
  return product.images.find((i) => i.featured) ?? product.images[0];
}

export function ProductThumb({
  product,
  sizes,
  className,
}: {
  product: ProductView;
  sizes: string;
  className: string;
}) {
  const image = featuredImage(product);
  if (!image)
    return (
      <div className={`flex items-center justify-center bg-sand text-muted ${className}`}>
        <ImageIcon className="h-6 w-6" aria-hidden />
      </div>
    );
  return (
    <div className={`overflow-hidden bg-sand ${className}`}>
      <ResponsiveImage
        mediaId={image.mediaId}
        alt={plainName(product.name)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        className="h-full w-full object-cover"
      />
    </div>
  );
}

/** One chip per offered size; a low size is gold and an empty one madder, with words for screen readers. */
export function SizeStockChips({ product }: { product: ProductView }) {
  return (
    <ul aria-label="Stock per size" className="flex flex-wrap gap-1.5">
      {sizeRows(product).map(({ size, stock, level }) => (
        <li
          key={size}
          className={`inline-flex items-baseline gap-1 rounded-md border px-2 py-0.5 text-xs tabular-nums ${
            level === 'out'
              ? 'border-madder/40 bg-madder/10 text-madder'
              : level === 'low'
                ? 'border-gold/70 bg-gold/20 text-ink'
                : 'border-linen bg-white text-ink'
          }`}
        >
          <span className="font-semibold">{size}</span>
          <span>{stock}</span>
          {level !== 'in' && <span className="sr-only">({STOCK_LEVEL_LABELS[level].toLowerCase()})</span>}
        </li>
      ))}
    </ul>
  );
}

export function TotalStock({ product }: { product: ProductView }) {
  const level = stockLevel(product.stock);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="tabular-nums">
        <span className="font-semibold text-ink">{product.stock}</span> <span className="text-muted">in stock</span>
      </span>
      {level !== 'in' && (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STOCK_LEVEL_BADGE[level]}`}>
          {STOCK_LEVEL_LABELS[level]}
        </span>
      )}
    </p>
  );
}

export function ProductStatus({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${active ? 'bg-leaf/10 text-leaf' : 'bg-ink/10 text-muted'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
