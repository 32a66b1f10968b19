// Catalog reads for shoppers: filtered, searched, sorted pages of active products and single products.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '../../../domain/schemas/catalog.ts';
import { CATEGORIES, SHOP_PAGE_SIZE, type Size } from '../../../domain/limits.ts';
import type { Database } from '../../db/client.ts';
import { productImages, products, productStock } from '../../db/schema/catalog.ts';
import { media } from '../../db/schema/media.ts';
import { notFound } from '../../lib/errors.ts';
import {
  toProductView,
  type ImageRow,
  type ProductPageView,
  type ProductRow,
  type ProductView,
  type StockRow,
} from './catalog.views.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

const MAX_SEARCH_TERMS = 6;
/** Best match with no search term has nothing to match: it lists newest first. */
const SORT_COLUMNS = {
  createdAt: products.createdAt,
  price: products.price,
  name: products.name,
  relevance: products.createdAt,
};
const PRODUCT_NOT_FOUND = 'Product not found';

export const productColumns = {
  id: products.id,
  prodId: products.prodId,
  name: products.name,
  description: products.description,
  details: products.details,
  price: products.price,
  category: products.category,
  colors: products.colors,
  sizeGuide: products.sizeGuide,
  isNew: products.isNew,
  isFeatured: products.isFeatured,
  isActive: products.isActive,
  createdAt: products.createdAt,
};

/** What search matches: name, SKU, colours, category and description, lower-cased. */
export function searchTextFor(p: {
  name: string;
  prodId: string;
  colors: string[];
  category: string;
  description: string;
}): string {
  return [p.name.replaceAll('/', ' '), p.prodId, p.colors.join(' '), p.category, p.description].join(' ').toLowerCase();
}

/** Every word must appear, exactly or nearly: a substring match, or trigram word similarity for typos ('kurti'). */
function searchCondition(search: string): SQL | undefined {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  const perTerm = terms.map(
    (t) => sql`(${products.searchText} like ${`%${escapeLike(t)}%`} or ${t} <% ${products.searchText})`,
  );
  return perTerm.length ? and(...perTerm) : undefined;
}

/**
 * Best match: how closely the search term matches a product, by trigram word similarity (pg_trgm), the name counting
 * twice the description so a typo of a name ('frok') puts those products first.
 */
function relevanceScore(search: string): SQL {
  const term = search.toLowerCase();
  return sql`(2 * word_similarity(${term}, lower(${products.name})) + word_similarity(${term}, lower(${products.description})))`;
}

/** Product rows with their stock and images, as views (also for the admin's lists). */
export async function hydrateProducts(db: Database, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [stock, images] = await Promise.all([
    db
      .select({ productId: productStock.productId, size: productStock.size, stock: productStock.stock })
      .from(productStock)
      .where(inArray(productStock.productId, ids)),
    db
      .select({
        productId: productImages.productId,
        id: productImages.id,
        mediaId: productImages.mediaId,
        featured: productImages.featured,
        color: productImages.color,
        width: media.width,
        height: media.height,
        alt: media.alt,
      })
      .from(productImages)
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
  ]);
  const stockBy = groupBy<StockRow>(stock, (r) => r.productId);
  const imagesBy = groupBy<ImageRow>(images, (r) => r.productId);
  return rows.map((r) => toProductView(r, stockBy.get(r.id) ?? [], imagesBy.get(r.id) ?? []));
}

/**
 * The products matching `where` as views, read in one statement: each row brings its stock and its images (in their
 * order, with their pictures' sizes) as JSON. For reads on a request's critical path (a checkout's quote), where one
 * round trip instead of two sequential ones shows in the answer's time.
 */
export async function productViewsWhere(db: Database, where: SQL | undefined): Promise<ProductView[]> {
  // Qualified by hand: in a select list Drizzle writes a column bare ("id"), which inside the image subquery would be
  // the image's own id.
  const productId = sql.raw('"products"."id"');
  const rows = await db
    .select({
      ...productColumns,
      stock: sql<StockRow[]>`coalesce((
        select json_agg(json_build_object('productId', s.product_id, 'size', s.size, 'stock', s.stock))
          from ${productStock} s where s.product_id = ${productId}), '[]')`,
      images: sql<ImageRow[]>`coalesce((
        select json_agg(json_build_object('productId', i.product_id, 'id', i.id, 'mediaId', i.media_id,
                 'featured', i.featured, 'color', i.color, 'width', m.width, 'height', m.height, 'alt', m.alt)
                 order by i.position)
          from ${productImages} i join ${media} m on m.id = i.media_id where i.product_id = ${productId}), '[]')`,
    })
    .from(products)
    .where(where);
  return rows.map(({ stock, images, ...row }) => toProductView(row, stock, images));
}

export function createCatalogService({ db }: { db: Database }) {
  const hydrate = (rows: ProductRow[]) => hydrateProducts(db, rows);

  async function listProducts(query: ProductListQuery): Promise<ProductPageView> {
    const conditions = [
      eq(products.isActive, true),
      query.category ? eq(products.category, query.category) : undefined,
      query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
      query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
      query.search ? searchCondition(query.search) : undefined,
    ];
    const where = and(...conditions);
    const direction = query.sortOrder === 'asc' ? asc : desc;
    const order =
      query.sortBy === 'relevance' && query.search
        ? [desc(relevanceScore(query.search)), desc(products.createdAt)]
        : [direction(SORT_COLUMNS[query.sortBy])];
    const offset = (query.page - 1) * SHOP_PAGE_SIZE;
    const rows = await db
      .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(...order, direction(products.id)) // id breaks ties so pages never repeat or skip a product
      .limit(SHOP_PAGE_SIZE)
      .offset(offset);
    // Past the last page the window count is not there; count separately so totalPages stays right.
    const total = rows[0]?.total ?? (query.page > 1 ? await countActive(where) : 0);
    return {
      products: await hydrate(rows),
      totalPages: Math.ceil(total / SHOP_PAGE_SIZE),
      currentPage: query.page,
      total,
    };
  }

  async function countActive(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    return row?.n ?? 0;
  }

  async function newArrivals(limit: number): Promise<ProductView[]> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit);
    return hydrate(rows);
  }

  /** SPEC §2: Featured is the highest-priced active products. */
  async function featured(limit: number): Promise<ProductView[]> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.price), desc(products.id))
      .limit(limit);
    return hydrate(rows);
  }

  async function findActive(where: SQL): Promise<ProductView> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(and(where, eq(products.isActive, true)));
    const [view] = await hydrate(rows);
    if (!view) throw notFound(PRODUCT_NOT_FOUND);
    return view;
  }

  const productByProdId = (prodId: string) => findActive(eq(products.prodId, prodId));
  const productById = (id: string) => findActive(eq(products.id, id));

  async function categories(): Promise<{ name: string; count: number }[]> {
    const rows = await db
      .select({ name: products.category, count: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.category);
    return CATEGORIES.map((name) => ({ name, count: rows.find((r) => r.name === name)?.count ?? 0 })).filter(
      (c) => c.count > 0,
    );
  }

  async function sizeStock(id: string, size: Size): Promise<{ prodId: string; size: Size; stock: number }> {
    const product = await productById(id);
    if (!product.sizes.includes(size)) throw notFound(`Size ${size} is not available for this product`);
    return { prodId: product.prodId, size, stock: product.sizeStock[size] ?? 0 };
  }

  /** The active products among `prodIds` (cart and wishlist refresh); unknown or inactive ones are simply absent. */
  async function productsByProdIds(prodIds: string[]): Promise<ProductView[]> {
    if (prodIds.length === 0) return [];
    return productViewsWhere(db, and(inArray(products.prodId, prodIds), eq(products.isActive, true)));
  }

  /** Every active product's SKU and last change, for /sitemap.xml. */
  async function sitemapEntries(): Promise<{ prodId: string; updatedAt: Date }[]> {
    return db
      .select({ prodId: products.prodId, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.prodId));
  }

  return {
    listProducts,
    newArrivals,
    featured,
    productByProdId,
    productById,
    categories,
    sizeStock,
    sitemapEntries,
    productsByProdIds,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
