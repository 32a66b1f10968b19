// The shop assistant's read-only tools: what a guest may see (catalog, size guide, delivery, policies, contact, and an
// order or preorder by its full ID through the tracking pages' masked views), each with a zod input for the model path.
import { z } from 'zod';
import { CATEGORIES, PREORDER_DEPOSIT_RATIO, SIZES, type Size } from '../../../domain/limits.ts';
import { PREORDER_WEEKS } from '../../../domain/preorders.ts';
import { deliveryCharge, HOME_COUNTRY } from '../../../domain/pricing.ts';
import type { DeliveryRates } from '../../../domain/schemas/settings.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import { DEFAULT_SIZE_CHART } from '../../../domain/size-chart.ts';
import { shopContactView, type ShopContact } from '../../../domain/shop-contact.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ContactDetails } from '../settings/index.ts';
import {
  PREORDER_ID_PATTERN,
  TRACKING_ID_PATTERN,
  normalisePreorderId,
  normaliseTrackingId,
} from '../../../domain/references.ts';

export const toolInputs = {
  search_products: z.object({
    query: z.string().max(100).optional(),
    category: z.enum(CATEGORIES).optional(),
    color: z.string().max(30).optional(),
    size: z.enum(SIZES).optional(),
    maxPrice: z.number().int().min(0).max(10_000_000).optional(),
  }),
  get_product: z.object({ prodId: z.string().max(40) }),
  check_size: z.object({ chest: z.number().min(10).max(80), prodId: z.string().max(40).optional() }),
  delivery_quote: z.object({ destination: z.string().max(60), itemCount: z.number().int().min(1).max(100).default(1) }),
  shop_policies: z.object({}),
  track_order: z.object({ trackingId: z.string().max(40) }),
  track_preorder: z.object({ preorderId: z.string().max(40) }),
} as const;
export type ToolName = keyof typeof toolInputs;
export type ToolInput<N extends ToolName> = z.infer<(typeof toolInputs)[N]>;

/** An order or preorder as the assistant may tell it: status, pieces and amounts; never a name, email, phone or
 *  street (less than the tracking page's masked view shows). */
export interface TrackedRecord {
  id: string;
  status: string;
  items: { name: string; size: string; quantity: number }[];
  total: number | null;
  city: string | null;
  createdAt: string;
}

/** The tracking pages' masked view (an order's or a preorder's) cut down to what the assistant may tell. */
export function trackedRecord(view: {
  trackingId?: string;
  preorderId?: string;
  status: string;
  items: { name: string; size: string; quantity: number }[];
  totalAmount: number | null;
  shippingAddress: { city: string };
  createdAt: string;
}): TrackedRecord {
  return {
    id: view.trackingId ?? view.preorderId ?? '',
    status: view.status,
    items: view.items.map(({ name, size, quantity }) => ({ name, size, quantity })),
    total: view.totalAmount,
    city: view.shippingAddress.city,
    createdAt: view.createdAt,
  };
}

export interface ShopToolDeps {
  catalog: CatalogService;
  deliveryRates: () => Promise<DeliveryRates>;
  paymentAccounts: () => Promise<PaymentSettingsView>;
  contactDetails: () => Promise<ContactDetails>;
  /** The tracking page's masked read (orders.track with no actor); throws when there is no such order. */
  trackOrder: (trackingId: string) => Promise<TrackedRecord>;
  trackPreorder: (preorderId: string) => Promise<TrackedRecord>;
}

/** Cities shoppers name most; anything else is asked as a country. */
const PAKISTAN_PLACES = new Set(
  (
    'pakistan pk karachi lahore islamabad rawalpindi multan faisalabad peshawar quetta hyderabad sialkot gujranwala ' +
    'sukkur larkana bahawalpur sargodha abbottabad mardan gujrat sahiwal okara kasur jhelum hala nawabshah mirpur ' +
    'muzaffarabad gilgit skardu swat dera sheikhupura rahim chiniot'
  ).split(' '),
);

/** Countries (and cities abroad) shoppers name, as the country the delivery rule is asked for. */
const ABROAD: Record<string, string> = {
  uae: 'UAE',
  dubai: 'UAE',
  sharjah: 'UAE',
  usa: 'USA',
  america: 'USA',
  uk: 'UK',
  england: 'UK',
  london: 'UK',
  canada: 'Canada',
  toronto: 'Canada',
  australia: 'Australia',
  saudi: 'Saudi Arabia',
  riyadh: 'Saudi Arabia',
  jeddah: 'Saudi Arabia',
  qatar: 'Qatar',
  doha: 'Qatar',
  oman: 'Oman',
  kuwait: 'Kuwait',
  bahrain: 'Bahrain',
  germany: 'Germany',
  malaysia: 'Malaysia',
  norway: 'Norway',
};

/** A word naming a place the shop delivers to, as the shopper should read it back ('Multan', 'UAE'). */
export function placeOf(word: string): string | undefined {
  if (PAKISTAN_PLACES.has(word) && word !== 'pk') return word.charAt(0).toUpperCase() + word.slice(1);
  return ABROAD[word];
}

export const DELIVERY_DAYS = { local: '5-7 working days', express: '2-3 working days', international: 'up to 10' };

function chestRange(row: { chest: string } | undefined): [number, number] | null {
  const numbers = (row?.chest.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (numbers.length === 0) return null;
  return [numbers[0]!, numbers[numbers.length - 1]!];
}

export function createShopTools(deps: ShopToolDeps) {
  async function search_products(input: ToolInput<'search_products'>): Promise<ProductView[]> {
    const page = await deps.catalog.listProducts({
      // The colour narrows the search (it is in the search text); the filter below keeps only real colour matches.
      search: [input.query, input.color].filter(Boolean).join(' ') || undefined,
      category: input.category,
      maxPrice: input.maxPrice,
      minPrice: undefined,
      sortBy: 'price',
      sortOrder: 'asc',
      page: 1,
    });
    const color = input.color?.toLowerCase();
    const matching = page.products.filter(
      (p) =>
        (!color || p.colors.some((c) => c.toLowerCase().includes(color))) &&
        (!input.size || p.sizes.includes(input.size)),
    );
    // Pieces named like the question win over pieces whose story only mentions it (a waistcoat 'worn over a kurta');
    // a piece that neither names nor describes any word asked for is only the fuzzy search's guess, and is left out
    // (a 'red frock' search must not answer with a red dupatta).
    const asked = (input.query ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 3);
    if (asked.length === 0) return matching;
    const mentions = (text: string) => asked.some((w) => text.toLowerCase().includes(w));
    const named = matching.filter((p) => mentions(p.name));
    return named.length > 0 ? named : matching.filter((p) => mentions(p.description));
  }

  async function get_product({ prodId }: ToolInput<'get_product'>): Promise<ProductView | null> {
    const [product] = await deps.catalog.productsByProdIds([prodId.trim().toUpperCase()]);
    return product ?? null;
  }

  /** The smallest size whose chest leaves room: a 36 chest is M (36-38), not S (34-36), as the size guide reads. */
  async function check_size({ chest, prodId }: ToolInput<'check_size'>): Promise<{ size: Size; chest: string } | null> {
    const product = prodId ? await get_product({ prodId }) : null;
    const guide = product && Object.keys(product.sizeGuide).length > 0 ? product.sizeGuide : DEFAULT_SIZE_CHART;
    for (const size of SIZES) {
      const range = chestRange(guide[size]);
      if (range && chest >= range[0] && (chest < range[1] || range[0] === range[1]))
        return { size, chest: guide[size]!.chest };
    }
    return null;
  }

  async function delivery_quote({ destination, itemCount }: ToolInput<'delivery_quote'>) {
    const domestic = PAKISTAN_PLACES.has(destination.trim().toLowerCase());
    const country = domestic ? HOME_COUNTRY : destination;
    const rates = await deps.deliveryRates();
    return {
      domestic,
      charge: deliveryCharge(country, itemCount, rates),
      rates,
      days: domestic ? DELIVERY_DAYS.local : DELIVERY_DAYS.international,
    };
  }

  async function shop_policies() {
    const [payment, details] = await Promise.all([deps.paymentAccounts(), deps.contactDetails()]);
    const contact: ShopContact = shopContactView(details.contact, details.social);
    return {
      payment,
      contact,
      preorder: { depositPercent: PREORDER_DEPOSIT_RATIO * 100, weeks: PREORDER_WEEKS },
      returns: { exchangeDays: 30, notifyHours: 48, saleItemsFinal: true, deliveryRefundable: false },
    };
  }

  /** Only a full, well-formed ID is looked up: anything else (a guess, SQL, markup) is simply not found. */
  async function track_order({ trackingId }: ToolInput<'track_order'>): Promise<TrackedRecord | null> {
    const id = normaliseTrackingId(trackingId);
    return TRACKING_ID_PATTERN.test(id) ? deps.trackOrder(id).catch(() => null) : null;
  }

  async function track_preorder({ preorderId }: ToolInput<'track_preorder'>): Promise<TrackedRecord | null> {
    const id = normalisePreorderId(preorderId);
    return PREORDER_ID_PATTERN.test(id) ? deps.trackPreorder(id).catch(() => null) : null;
  }

  return { search_products, get_product, check_size, delivery_quote, shop_policies, track_order, track_preorder };
}

export type ShopTools = ReturnType<typeof createShopTools>;
