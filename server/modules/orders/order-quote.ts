// Pricing a bag (DECISIONS X7): every line priced from the live catalog and checked against what the product offers
// (size, colour, at most 10 a line), the delivery by the one rule, and any price that changed since the shopper saw it.
// Stock is not checked here: placing takes it atomically (place-order.ts).
import { imageForColor } from '../../../domain/catalog.ts';
import { MAX_LINE_QUANTITY, type Size } from '../../../domain/limits.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { orderTotals, type Totals } from '../../../domain/pricing.ts';
import type { DeliveryRates } from '../../../domain/schemas/settings.ts';
import type { PriceChangeView } from '../../../domain/schemas/order-views.ts';
import type { PlaceOrderPayload } from '../../../domain/schemas/orders.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { CatalogService, ProductView } from '../catalog/index.ts';

export interface PricedLine {
  productId: string;
  prodId: string;
  name: string;
  imageId: string | null;
  size: Size;
  color: string;
  quantity: number;
  price: number;
}

export interface Quote extends Totals {
  lines: PricedLine[];
  /** Lines whose price differs from what the shopper's bag showed. */
  priceChanges: PriceChangeView[];
}

/** A line as asked for; `price` is what the asker was shown (absent when staff let the server price it). */
export type LineRequest = Omit<PlaceOrderPayload['items'][number], 'price'> & { price?: number };

export interface QuoteDeps {
  catalog: Pick<CatalogService, 'productsByProdIds'>;
  deliveryRates: () => Promise<DeliveryRates>;
}

export function createOrderQuote({ catalog, deliveryRates }: QuoteDeps) {
  /** Prices lines from the live catalog and checks each against what the product offers (not stock: that is taken
   *  atomically). `madeToOrder`: a preorder, which may ask for any size XS-XXL, even one the product is not stocked in
   *  (SPEC §4 preorder mode). */
  return async function quote(
    items: readonly LineRequest[],
    country: string,
    { madeToOrder = false }: { madeToOrder?: boolean } = {},
  ): Promise<Quote> {
    const products = new Map<string, ProductView>(
      (await catalog.productsByProdIds([...new Set(items.map((i) => i.prodId))])).map((p) => [p.prodId, p]),
    );
    const lines: PricedLine[] = [];
    const priceChanges: Quote['priceChanges'] = [];
    const perLine = new Map<string, number>();
    for (const item of items) {
      const product = products.get(item.prodId);
      if (!product) throw conflict(ORDER_MESSAGES.notAvailable(item.prodId), { prodId: item.prodId });
      if (!madeToOrder && !product.sizes.includes(item.size))
        throw conflict(ORDER_MESSAGES.sizeNotOffered(product.name, item.size), {
          prodId: item.prodId,
          size: item.size,
        });
      const colors = product.colors.length ? product.colors : ['Black'];
      if (!colors.includes(item.color)) throw badRequest(ORDER_MESSAGES.colorNotOffered(product.name, item.color));
      const key = `${item.prodId}|${item.size}|${item.color}`;
      const quantity = (perLine.get(key) ?? 0) + item.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw badRequest(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
      perLine.set(key, quantity);
      if (item.price !== undefined && item.price !== product.price)
        priceChanges.push({
          prodId: item.prodId,
          size: item.size,
          color: item.color,
          was: item.price,
          now: product.price,
        });
      // The order keeps the picture of the colour bought, so its pages and emails show what the shopper chose.
      const image = imageForColor(product.images, item.color);
      lines.push({
        productId: product._id,
        prodId: product.prodId,
        name: product.name,
        imageId: image?.mediaId ?? null,
        size: item.size,
        color: item.color,
        quantity: item.quantity,
        price: product.price,
      });
    }
    return { ...orderTotals(lines, country, await deliveryRates()), lines, priceChanges };
  };
}

export type OrderQuote = ReturnType<typeof createOrderQuote>;
