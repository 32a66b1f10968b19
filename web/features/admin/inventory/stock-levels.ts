// Stock levels as the inventory shows them (SPEC §4: out of stock at 0, low at 1-10, in stock above 10), per size and
// per product, with the words and colours every view of the section uses.
import { LOW_STOCK_MAX, SIZES, type Size } from '../../../../domain/limits.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_MAX ? 'low' : 'in';
}

export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = { in: 'In stock', low: 'Low stock', out: 'Out of stock' };

/** The badge of a level: calm for plenty, gold for low, madder for none. */
export const STOCK_LEVEL_BADGE: Record<StockLevel, string> = {
  in: 'bg-leaf/10 text-leaf',
  low: 'bg-gold/15 text-ink',
  out: 'bg-madder/10 text-madder',
};

/** The sizes a product offers with their stock, in XS-XXL order. */
export function sizeRows(
  product: Pick<ProductView, 'sizes' | 'sizeStock'>,
): { size: Size; stock: number; level: StockLevel }[] {
  return SIZES.filter((s) => product.sizes.includes(s)).map((size) => {
    const stock = product.sizeStock[size] ?? 0;
    return { size, stock, level: stockLevel(stock) };
  });
}

/** How many offered sizes are low or out: what the admin should look at first. */
export function sizesNeedingStock(product: Pick<ProductView, 'sizes' | 'sizeStock'>): number {
  return sizeRows(product).filter((r) => r.level !== 'in').length;
}
