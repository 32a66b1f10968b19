// The admin's Home Design tab (SPEC §2, §7 Images, §4 refetch rules): add, edit, delete and (de)activate home images.
// Activating a category banner (w1, g1, b1, s1) deactivates the others of its type: a banner slot shows one picture.
// Every write invalidates 'home' in the shopper-facing caches, so the home page shows it on the next load.
import { and, eq, ne } from 'drizzle-orm';
import { CATEGORY_BANNER_TYPES, type ImageType } from '../../../domain/content.ts';
import type { z } from 'zod';
import type { homeImageCreateSchema, homeImageUpdateSchema } from '../../../domain/schemas/content.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { homeImages } from '../../db/schema/content.ts';
import type { Invalidate } from '../../lib/cache-tags.ts';
import { notFound } from '../../lib/errors.ts';
import type { CatalogImages } from '../media/index.ts';
import type { ContentService } from './content.service.ts';
import type { HomeImageView } from '../../../domain/schemas/content.ts';

const isBanner = (type: string) => (CATEGORY_BANNER_TYPES as readonly string[]).includes(type);

export function createHomeImagesService(deps: {
  db: Database;
  content: Pick<ContentService, 'allImages'>;
  catalogImages: CatalogImages;
  invalidate: Invalidate;
}) {
  const { db } = deps;

  async function view(id: string): Promise<HomeImageView> {
    const image = (await deps.content.allImages()).find((i) => i._id === id);
    if (!image) throw notFound('Image not found');
    return image;
  }

  /** One active banner per slot: switching one on switches the others of its type off. */
  async function keepOneActiveBanner(tx: Transaction, id: string, type: string) {
    if (isBanner(type))
      await tx
        .update(homeImages)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(homeImages.imageType, type), ne(homeImages.id, id)));
  }

  async function create(input: z.infer<typeof homeImageCreateSchema>): Promise<HomeImageView> {
    const stored = await deps.catalogImages.fromUpload(input.imageURL, input.title || `${input.imageType} home image`);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(homeImages)
        .values({
          mediaId: stored.id,
          imageType: input.imageType,
          title: input.title,
          subtitle: input.subtitle,
          buttonText: input.buttonText,
          link: input.link,
          active: input.active,
        })
        .returning({ id: homeImages.id });
      if (input.active) await keepOneActiveBanner(tx, row!.id, input.imageType);
      return row!.id;
    });
    deps.invalidate(['home']);
    return view(id);
  }

  async function update(id: string, input: z.infer<typeof homeImageUpdateSchema>): Promise<HomeImageView> {
    const current = await view(id);
    // A new picture arrives as an upload URL; the current picture's own URL means "keep it".
    const mediaId =
      input.imageURL && input.imageURL !== current.imageURL
        ? (await deps.catalogImages.fromUpload(input.imageURL, input.title || current.title)).id
        : current.mediaId;
    await db.transaction(async (tx) => {
      await tx
        .update(homeImages)
        .set({
          mediaId,
          imageType: input.imageType,
          title: input.title,
          subtitle: input.subtitle,
          buttonText: input.buttonText,
          link: input.link,
          active: input.active,
          updatedAt: new Date(),
        })
        .where(eq(homeImages.id, id));
      if (input.active) await keepOneActiveBanner(tx, id, input.imageType);
    });
    deps.invalidate(['home']);
    return view(id);
  }

  async function remove(id: string): Promise<void> {
    const [row] = await db.delete(homeImages).where(eq(homeImages.id, id)).returning({ id: homeImages.id });
    if (!row) throw notFound('Image not found');
    deps.invalidate(['home']);
  }

  async function setActive(id: string, active: boolean): Promise<HomeImageView> {
    const current = await view(id);
    await db.transaction(async (tx) => {
      await tx.update(homeImages).set({ active, updatedAt: new Date() }).where(eq(homeImages.id, id));
      if (active) await keepOneActiveBanner(tx, id, current.imageType as ImageType);
    });
    deps.invalidate(['home']);
    return view(id);
  }

  return {
    create,
    update,
    remove,
    toggleActive: async (id: string) => setActive(id, !(await view(id)).active),
    setActive: (id: string) => setActive(id, true),
  };
}

export type HomeImagesService = ReturnType<typeof createHomeImagesService>;
