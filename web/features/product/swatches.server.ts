// The product page's colour swatches, built by its loader on the server: the hex of each colour the product offers, so
// the table of every named colour (domain/colors.ts) stays out of the page's JavaScript.
import { colorHex } from '../../../domain/colors.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { offeredColors } from './product-options.ts';

export function productSwatches(product: Pick<ProductView, 'colors'>): Record<string, string> {
  return Object.fromEntries(offeredColors(product).map((color) => [color, colorHex(color)]));
}
