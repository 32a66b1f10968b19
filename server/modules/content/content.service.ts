// Home-page images for shoppers: the active hero slides and category banners.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CATEGORY_BANNER_TYPES, HERO_TYPES, IMAGE_TYPES, type ImageType } from '../../../domain/content.ts';
import { mediaUrl } from '../../../domain/media.ts';
import type { Database } from '../../db/client.ts';
import { homeImages } from '../../db/schema/content.ts';
import { media } from '../../db/schema/media.ts';
import type { HomeImageView } from '../../../domain/schemas/content.ts';

export function createContentService({ db }: { db: Database }) {
  async function imagesWhere(types: readonly ImageType[], onlyActive: boolean): Promise<HomeImageView[]> {
    const rows = await db
      .select({
        id: homeImages.id,
        mediaId: homeImages.mediaId,
        imageType: homeImages.imageType,
        title: homeImages.title,
        subtitle: homeImages.subtitle,
        buttonText: homeImages.buttonText,
        link: homeImages.link,
        active: homeImages.active,
        width: media.width,
        height: media.height,
        createdAt: homeImages.createdAt,
      })
      .from(homeImages)
      .innerJoin(media, eq(media.id, homeImages.mediaId))
      .where(and(inArray(homeImages.imageType, [...types]), onlyActive ? eq(homeImages.active, true) : undefined))
      .orderBy(asc(homeImages.imageType), asc(homeImages.createdAt));
    return rows.map((r) => ({
      _id: r.id,
      mediaId: r.mediaId,
      imageURL: mediaUrl(r.mediaId, 1280),
      imageType: r.imageType as ImageType,
      title: r.title,
      subtitle: r.subtitle,
      buttonText: r.buttonText,
      link: r.link,
      active: r.active,
      width: r.width,
      height: r.height,
    }));
  }

  /** SPEC §7 GET /images/active: active images grouped as hero slides and category banners. */
  async function activeImages(): Promise<{ hero: HomeImageView[]; categories: HomeImageView[] }> {
    const all = await imagesWhere([...HERO_TYPES, ...CATEGORY_BANNER_TYPES], true);
    return {
      hero: all.filter((i) => (HERO_TYPES as readonly string[]).includes(i.imageType)),
      categories: all.filter((i) => (CATEGORY_BANNER_TYPES as readonly string[]).includes(i.imageType)),
    };
  }

  const imagesOfType = (type: ImageType) => imagesWhere([type], true);
  /** Staff: every image, inactive ones too. */
  const allImages = () => imagesWhere(IMAGE_TYPES, false);

  return { activeImages, imagesOfType, allImages };
}

export type ContentService = ReturnType<typeof createContentService>;
