// The bag's lines brought up to date with the catalog (price, name, the colour's picture), so checkout holds no surprise; only the
// bag page needs it.
import type { CartLine } from '../../../domain/cart.ts';
import { imageForColor } from '../../../domain/catalog.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';

/**
 * The lines with the catalog's current details, or null when none changed (so the bag is not rewritten, and its page
 * not re-rendered, for nothing). A product the catalog no longer sells keeps its line as it was: the page flags it.
 */
export function refreshedLines(
  lines: readonly CartLine[],
  byProdId: ReadonlyMap<string, ProductView>,
): CartLine[] | null {
  const updated = lines.map((l): CartLine => {
    const p = byProdId.get(l.prodId);
    return p
      ? { ...l, price: p.price, name: p.name, imageId: imageForColor(p.images, l.color)?.mediaId ?? l.imageId }
      : l;
  });
  return updated.some((l, i) => l !== lines[i] && JSON.stringify(l) !== JSON.stringify(lines[i])) ? updated : null;
}
