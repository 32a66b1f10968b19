// The shop tools as the model sees them: function specs made from the same zod inputs, and a runner that checks the
// model's arguments, calls the read-only tool, and keeps what it returned (products, amounts, records) for the answer.
import { z } from 'zod';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import type { FunctionSpec } from './model-client.ts';
import { toolInputs, type ShopTools, type ToolName, type TrackedRecord } from './shop-tools.ts';

const DESCRIPTIONS: Record<ToolName, string> = {
  search_products:
    'Search the shop’s active products. Filters: words from the question, category (women, girl, boy, ...), colour, size (XS-XXL), a price limit in PKR.',
  get_product: 'One product by its ID (e.g. WMN-AJK-001): price, colours, sizes in stock and sold out.',
  check_size: 'The size that fits a chest measurement in inches, from the product’s size guide or the shop’s.',
  delivery_quote: 'Delivery charge (PKR) and time to a city or country, for a number of pieces.',
  shop_policies: 'Payment accounts (bank, Easypaisa), contact details and hours, preorder rules, returns policy.',
  track_order: 'An order’s status and pieces by its full tracking ID (HC-XXXX-XXXX-XXXX). No personal details.',
  track_preorder: 'A preorder’s status and pieces by its full preorder ID (PO-XXXX-XXXX-XXXX). No personal details.',
};

export const TOOL_NAMES = Object.keys(toolInputs) as ToolName[];

export const FUNCTION_SPECS: FunctionSpec[] = TOOL_NAMES.map((name) => {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(toolInputs[name], { io: 'input' });
  return { type: 'function', function: { name, description: DESCRIPTIONS[name], parameters } };
});

/** What the tools told the model during one answer: the only facts its reply may state. */
export interface ToolFacts {
  products: Map<string, ProductView>;
  /** Every rupee amount a tool returned (prices, charges, totals, the preorder deposit of a price). */
  amounts: Set<number>;
  tracked: { kind: 'order' | 'preorder'; record: TrackedRecord }[];
  /** A product search found nothing: with no product found by any call, the question is one the shop cannot meet. */
  searchFoundNothing: boolean;
}

export const emptyFacts = (): ToolFacts => ({
  products: new Map(),
  amounts: new Set(),
  tracked: [],
  searchFoundNothing: false,
});

/** A product as the model reads it: what a shopper sees on its page, nothing more. */
function productForModel(p: ProductView) {
  const sizes = Object.entries(p.sizeStock);
  return {
    prodId: p.prodId,
    name: p.name,
    category: p.category,
    price: p.price,
    colors: p.colors,
    sizesInStock: sizes.filter(([, n]) => (n ?? 0) > 0).map(([s]) => s),
    soldOutSizesPreorderable: sizes.filter(([, n]) => (n ?? 0) === 0).map(([s]) => s),
    page: `/product/${p.prodId}`,
  };
}

function keepProducts(facts: ToolFacts, products: ProductView[]) {
  for (const p of products) {
    facts.products.set(p.prodId, p);
    facts.amounts.add(p.price);
    facts.amounts.add(Math.round(p.price / 2));
  }
  return products.map(productForModel);
}

/** Runs one call the model asked for; any problem becomes an error the model reads, never an exception. */
export async function runToolCall(
  tools: ShopTools,
  facts: ToolFacts,
  name: string,
  rawArguments: string,
): Promise<object> {
  if (!(TOOL_NAMES as string[]).includes(name)) return { error: `There is no tool called ${name}.` };
  let json: unknown;
  try {
    json = JSON.parse(rawArguments || '{}');
  } catch {
    return { error: 'The arguments were not JSON.' };
  }
  const parsed = toolInputs[name as ToolName].safeParse(json);
  if (!parsed.success) return { error: `Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}` };
  const input = parsed.data as never;
  switch (name as ToolName) {
    case 'search_products': {
      const found = await tools.search_products(input);
      if (found.length === 0) facts.searchFoundNothing = true;
      return { products: keepProducts(facts, found.slice(0, 6)) };
    }
    case 'get_product': {
      const product = await tools.get_product(input);
      return product ? { product: keepProducts(facts, [product])[0]! } : { found: false };
    }
    case 'check_size':
      return (await tools.check_size(input)) ?? { found: false, note: 'No size in the guide fits that chest.' };
    case 'delivery_quote': {
      const quote = await tools.delivery_quote(input);
      const perExtra = quote.rates.internationalPerExtraItem;
      facts.amounts.add(quote.charge);
      if (!quote.domestic) facts.amounts.add(perExtra);
      return {
        domestic: quote.domestic,
        charge: quote.charge,
        ...(quote.domestic ? {} : { chargePerExtraPiece: perExtra }),
        days: quote.days,
      };
    }
    case 'shop_policies':
      return tools.shop_policies();
    case 'track_order':
    case 'track_preorder': {
      const kind = name === 'track_order' ? 'order' : 'preorder';
      const record = kind === 'order' ? await tools.track_order(input) : await tools.track_preorder(input);
      if (!record) return { found: false };
      facts.tracked.push({ kind, record });
      if (record.total !== null) facts.amounts.add(record.total);
      return record;
    }
  }
}
