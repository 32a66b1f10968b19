// The admin's product editor (SPEC §5 create/edit rules, §7 POST/PUT/DELETE /products): the product, its per-size
// stock and its images written in one transaction; images come from catalog uploads or stay as they are; deleting a
// product that is in orders archives it instead, so order history stays whole.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SIZES, type Size } from '../../../domain/limits.ts';
import { mediaUrl } from '../../../domain/media.ts';
import type { ProductInput } from '../../../domain/schemas/catalog.ts';
import type { Database } from '../../db/client.ts';
import { productImages, products, productStock } from '../../db/schema/catalog.ts';
import { productTag, type Invalidate } from '../../lib/cache-tags.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CatalogImages } from '../media/index.ts';
import { searchTextFor } from './catalog.service.ts';
import type { InventoryService } from './inventory.service.ts';

const SKU_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newSku(category: string): string {
  const random = Array.from({ length: 6 }, () => SKU_ALPHABET[crypto.randomInt(SKU_ALPHABET.length)]).join('');
  return `${category.slice(0, 1).toUpperCase()}-${random}`;
}

/** SPEC §5: on create the first image is featured unless one is chosen; exactly one is featured. */
function withOneFeatured<T extends { featured: boolean }>(images: T[]): T[] {
  const chosen = Math.max(
    0,
    images.findIndex((i) => i.featured),
  );
  return images.map((image, index) => ({ ...image, featured: index === chosen }));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The stock to write on edit, given what the editor loaded (`expectedSizeStock`): a size the admin left as loaded
 *  keeps its current figure (a sale made meanwhile stands); a size the admin changed while its stock changed too is
 *  refused rather than overwriting the sale. Rows are locked until the edit commits. */
async function reconcileStock(tx: Transaction, id: string, input: ProductInput): Promise<ProductInput['sizeStock']> {
  const seen = input.expectedSizeStock;
  if (!seen) return input.sizeStock;
  const rows = await tx
    .select({ size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .where(eq(productStock.productId, id))
    .for('update');
  const current = new Map(rows.map((r) => [r.size, r.stock]));
  const stock = { ...input.sizeStock };
  for (const size of SIZES) {
    const wanted = stock[size];
    const loaded = seen[size];
    const now = current.get(size) ?? 0;
    if (wanted === undefined || loaded === undefined || now === loaded) continue;
    if (wanted === loaded) stock[size] = now;
    else
      throw conflict(
        `The stock of size ${size} changed to ${now} while you were editing. Please check it and save again.`,
        { size, stock: now },
      );
  }
  return stock;
}

export function createProductEditor(deps: {
  db: Database;
  catalogImages: CatalogImages;
  inventory: Pick<InventoryService, 'product'>;
  invalidate: Invalidate;
}) {
  const { db } = deps;

  /** Existing images are referenced by their media URL; anything else must be a fresh catalog upload. */
  async function mediaIdsFor(
    input: ProductInput,
    existing: Map<string, string>,
  ): Promise<{ mediaId: string; featured: boolean; color: string | null }[]> {
    const resolved = [];
    for (const image of withOneFeatured(input.images)) {
      const kept = existing.get(image.imageURL);
      resolved.push({
        mediaId: kept ?? (await deps.catalogImages.fromUpload(image.imageURL, input.name.replaceAll('/', ' '))).id,
        featured: image.featured,
        color: image.color,
      });
    }
    return resolved;
  }

  async function write(id: string | undefined, input: ProductInput): Promise<string> {
    const existingImages = id
      ? new Map(
          (
            await db
              .select({ mediaId: productImages.mediaId })
              .from(productImages)
              .where(eq(productImages.productId, id))
          ).map((r) => [mediaUrl(r.mediaId, 1280), r.mediaId]),
        )
      : new Map<string, string>();
    const images = await mediaIdsFor(input, existingImages);
    const values = {
      name: input.name,
      description: input.description,
      details: input.details,
      price: input.price,
      category: input.category,
      colors: input.colors,
      sizeGuide: input.sizeGuide,
      skippedStages: input.skippedStages,
      isNew: input.isNew,
      isFeatured: input.isFeatured,
      isActive: input.isActive,
      updatedAt: new Date(),
    };
    const [current] = id
      ? await db
          .select({ prodId: products.prodId })
          .from(products)
          .where(and(eq(products.id, id), isNull(products.archivedAt)))
      : [];
    if (id && !current) throw notFound('Product not found');
    const prodId = input.prodId ?? current?.prodId ?? newSku(input.category);
    const searchText = searchTextFor({ ...values, prodId });
    try {
      return await db.transaction(async (tx) => {
        const sizeStock = id ? await reconcileStock(tx, id, input) : input.sizeStock;
        let productId = id;
        if (productId) {
          await tx
            .update(products)
            .set({ ...values, prodId, searchText })
            .where(eq(products.id, productId));
        } else {
          const [row] = await tx
            .insert(products)
            .values({ ...values, prodId, searchText })
            .returning({ id: products.id });
          productId = row!.id;
        }
        // Sizes not in the form are no longer offered; the ones given get their stock.
        await tx
          .delete(productStock)
          .where(
            and(eq(productStock.productId, productId), sql`${productStock.size} not in ${Object.keys(sizeStock)}`),
          );
        for (const size of SIZES.filter((s) => sizeStock[s] !== undefined) as Size[]) {
          await tx
            .insert(productStock)
            .values({ productId, size, stock: sizeStock[size]! })
            .onConflictDoUpdate({
              target: [productStock.productId, productStock.size],
              set: { stock: sizeStock[size]! },
            });
        }
        await tx.delete(productImages).where(eq(productImages.productId, productId));
        await tx.insert(productImages).values(
          images.map((image, position) => ({
            productId: productId!,
            mediaId: image.mediaId,
            position,
            featured: image.featured,
            color: image.color,
          })),
        );
        return productId;
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
      if (cause?.code === '23505') throw conflict(`The SKU ${prodId} is already used by another product`);
      throw err;
    }
  }

  async function create(input: ProductInput) {
    const id = await write(undefined, input);
    deps.invalidate([productTag(id), 'catalog']);
    return deps.inventory.product(id);
  }

  async function update(id: string, input: ProductInput) {
    await write(id, input);
    deps.invalidate([productTag(id), 'catalog']);
    return deps.inventory.product(id);
  }

  /** Deletes a product nobody ordered; one that is in orders is archived (inactive and hidden) instead. */
  async function remove(id: string): Promise<{ archived: boolean }> {
    const archived = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ ordered: boolean }>(
        sql`select exists (select 1 from order_items where product_id = ${id}) as ordered`,
      );
      if (rows[0]!.ordered) {
        const [row] = await tx
          .update(products)
          .set({ isActive: false, archivedAt: new Date(), updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (!row) throw notFound('Product not found');
        return true;
      }
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (!row) throw notFound('Product not found');
      return false;
    });
    deps.invalidate([productTag(id), 'catalog']);
    return { archived };
  }

  return { create, update, remove };
}

export type ProductEditor = ReturnType<typeof createProductEditor>;
