// The actions staff may take on one product, each shown only to a role the server allows it for (domain/permissions):
// Edit, Activate/Deactivate and Delete with 'products:manage', Update stock with 'stock:update'. Workers get none.
import { Link } from 'react-router';
import { plainName } from '../../../../domain/product-names.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { Pencil } from '../../../ui/icons/pencil.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { StockDialog } from './stock-dialog.tsx';

export interface InventoryAbilities {
  manage: boolean;
  stock: boolean;
}

export interface ProductActionsProps {
  product: ProductView;
  can: InventoryAbilities;
  busy: boolean;
  onToggle(product: ProductView): void;
  onDelete(product: ProductView): void;
  onStockSaved(product: ProductView): void;
  onStale(): void;
  /** 'grid': buttons fill a two-column grid (one column on narrow cards); 'row': they sit side by side. */
  layout?: 'grid' | 'row';
}

const ACTION =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-1.5 text-[13px] leading-tight font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
const QUIET = `${ACTION} border border-linen bg-white text-ink hover:border-ink`;

export function hasActions(can: InventoryAbilities): boolean {
  return can.manage || can.stock;
}

export function ProductActions({
  product,
  can,
  busy,
  onToggle,
  onDelete,
  onStockSaved,
  onStale,
  layout = 'grid',
}: ProductActionsProps) {
  const name = plainName(product.name);
  return (
    <div className={layout === 'grid' ? 'grid grid-cols-1 gap-2 sm:grid-cols-2' : 'grid grid-cols-2 gap-2 md:w-56'}>
      {can.manage && (
        <Link
          to={`/admin/edit-product/${encodeURIComponent(product.prodId)}`}
          aria-label={`Edit ${name}`}
          className={`${ACTION} bg-ink text-white hover:bg-madder`}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden />
          Edit
        </Link>
      )}
      {can.stock && <StockDialog product={product} onSaved={onStockSaved} onStale={onStale} triggerClassName={QUIET} />}
      {can.manage && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onToggle(product)}
          aria-label={`${product.isActive ? 'Deactivate' : 'Activate'} ${name}`}
          className={QUIET}
        >
          {product.isActive ? 'Deactivate' : 'Activate'}
        </button>
      )}
      {can.manage && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onDelete(product)}
          aria-label={`Delete ${name}`}
          className={`${ACTION} border border-madder/30 bg-white text-madder hover:border-madder hover:bg-madder hover:text-white`}
        >
          <Trash2 className="h-3.5 w-3.5" aria-hidden />
          Delete
        </button>
      )}
    </div>
  );
}
