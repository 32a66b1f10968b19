// The public shape of a home-page image record (SPEC §3 Image record).
import { z } from 'zod';
import { IMAGE_TYPES } from '../../../domain/content.ts';

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
