// zod contracts of the admin's home-image form (SPEC §3 Image record, §5 home image rules).
import { z } from 'zod';
import { IMAGE_TYPES } from '../content.ts';
import { DEFAULT_BUTTON_TEXT, DEFAULT_LINK, HOME_IMAGE_LINKS } from '../home-image-form.ts';

const fields = {
  imageType: z.enum(IMAGE_TYPES, { error: 'Image type is required' }),
  title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
  subtitle: z.string().trim().max(240, 'Subtitle must be at most 240 characters').default(''),
  buttonText: z.string().trim().max(40, 'Button text must be at most 40 characters').default(DEFAULT_BUTTON_TEXT),
  link: z.enum(HOME_IMAGE_LINKS, { error: 'Please choose a link from the list' }).default(DEFAULT_LINK),
  active: z.boolean().default(true),
};

/** POST /api/images: the picture is a fileUrl from a catalog upload. */
export const homeImageCreateSchema = z.strictObject({
  ...fields,
  imageURL: z.string({ error: 'Image is required' }).trim().min(1, 'Image is required').max(300, 'Image is required'),
});

/** PUT /api/images/{id}: imageURL only when the picture is replaced. */
export const homeImageUpdateSchema = z.strictObject({ ...fields, imageURL: z.string().trim().max(300).optional() });

/** A home-page image as the API answers it (SPEC §3 Image record); the admin and the storefront read it. */
export const homeImageView = z.object({
  _id: z.string(),
  mediaId: z.string(),
  imageURL: z.string(),
  imageType: z.enum(IMAGE_TYPES),
  title: z.string(),
  subtitle: z.string(),
  buttonText: z.string(),
  link: z.string(),
  active: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type HomeImageView = z.infer<typeof homeImageView>;

/** GET /api/images/active: the home page's active pictures by place. */
export const homeImagesView = z.object({ hero: z.array(homeImageView), categories: z.array(homeImageView) });

/** DELETE /api/images/{id}. */
export const homeImageDeletedView = z.object({ success: z.literal(true) });
