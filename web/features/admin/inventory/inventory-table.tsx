// The inventory as a list (the List view): a table on md and wider screens, stacked cards on phones (the admin's
// pattern for lists, as in the Users section).
import { categoryLabel } from '../../../../domain/product-names.ts';
import { formatPkr } from '../../../../domain/money.ts';
import { ProductName } from '../../../ui/product-name.tsx';
import type { RowsProps } from './inventory-grid.tsx';
import { hasActions, ProductActions } from './product-actions.tsx';
import { ProductStatus, ProductThumb, SizeStockChips, TotalStock } from './product-parts.tsx';
import { AdminTable, columns } from '../kit/index.ts';

export function InventoryTable({ products, pendingId, ...actions }: RowsProps) {
  const withActions = hasActions(actions.can);
  return (
    <AdminTable caption="Products" columns={columns(['Product', 'Price', 'Stock', 'Status'], withActions)} from="md">
      {products.map((product) => (
        <tr key={product._id} className="align-top">
          <td className="min-w-60 px-4 py-3">
            <div className="flex items-start gap-3">
              <ProductThumb product={product} sizes="56px" className="h-[70px] w-14 shrink-0 rounded-md" />
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <ProductName name={product.name} />
                </p>
                <p className="mt-0.5 text-xs uppercase tracking-wider text-muted">
                  {product.prodId} · {categoryLabel(product.category)}
                </p>
              </div>
            </div>
          </td>
          <td className="whitespace-nowrap px-4 py-3 font-semibold tabular-nums">{formatPkr(product.price)}</td>
          <td className="min-w-48 space-y-2 px-4 py-3">
            <TotalStock product={product} />
            <SizeStockChips product={product} />
          </td>
          <td className="px-4 py-3">
            <ProductStatus active={product.isActive} />
          </td>
          {withActions && (
            <td className="px-4 py-3">
              <div className="flex justify-end">
                <ProductActions product={product} busy={pendingId === product._id} layout="row" {...actions} />
              </div>
            </td>
          )}
        </tr>
      ))}
    </AdminTable>
  );
}

export function InventoryCards({ products, pendingId, ...actions }: RowsProps) {
  return (
    <ul aria-label="Products" className="mt-4 space-y-3 md:hidden">
      {products.map((product) => (
        <li key={product._id} className="rounded-xl border border-linen bg-white p-4">
          <div className="flex gap-3">
            <ProductThumb product={product} sizes="80px" className="h-[100px] w-20 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-ink">
                  <ProductName name={product.name} />
                </p>
                <ProductStatus active={product.isActive} />
              </div>
              <p className="mt-0.5 text-xs uppercase tracking-wider text-muted">
                {product.prodId} · {categoryLabel(product.category)}
              </p>
              <p className="mt-1 font-semibold tabular-nums">{formatPkr(product.price)}</p>
            </div>
          </div>
          <div className="mt-3 space-y-2">
            <TotalStock product={product} />
            <SizeStockChips product={product} />
          </div>
          {hasActions(actions.can) && (
            <div className="mt-3 border-t border-linen pt-3">
              <ProductActions product={product} busy={pendingId === product._id} layout="row" {...actions} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
