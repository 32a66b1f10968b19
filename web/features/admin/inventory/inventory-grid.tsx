// The inventory as a grid of product cards (the Grid view): the photo first, then what the admin checks at a glance.
import { categoryLabel } from '../../../../domain/product-names.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { ProductName } from '../../../ui/product-name.tsx';
import { hasActions, ProductActions, type ProductActionsProps } from './product-actions.tsx';
import { ProductStatus, ProductThumb, SizeStockChips, TotalStock } from './product-parts.tsx';

export type RowsProps = Omit<ProductActionsProps, 'product' | 'busy'> & {
  products: ProductActionsProps['product'][];
  pendingId: string | null;
};

export function InventoryGrid({ products, pendingId, ...actions }: RowsProps) {
  return (
    <ul aria-label="Products" className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4">
      {products.map((product) => (
        <li
          key={product._id}
          className={`flex flex-col overflow-hidden rounded-xl border border-linen bg-white ${product.isActive ? '' : 'opacity-90'}`}
        >
          <div className="relative">
            <ProductThumb
              product={product}
              sizes="(min-width: 1536px) 300px, (min-width: 1024px) 30vw, 48vw"
              className={`aspect-[4/5] w-full ${product.isActive ? '' : 'grayscale-[60%]'}`}
            />
            <div className="absolute left-3 top-3">
              <ProductStatus active={product.isActive} />
            </div>
          </div>
          <div className="flex flex-1 flex-col gap-2.5 p-3 sm:p-4">
            <div>
              <h3 className="font-display text-base leading-snug text-ink sm:text-lg">
                <ProductName name={product.name} />
              </h3>
              <p className="mt-1 text-xs uppercase tracking-wider text-muted">
                {product.prodId} · {categoryLabel(product.category)}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatPkr(product.price)}</p>
            <TotalStock product={product} />
            <SizeStockChips product={product} />
            {hasActions(actions.can) && (
              <div className="mt-auto border-t border-linen pt-3">
                <ProductActions product={product} busy={pendingId === product._id} {...actions} />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
