// The product images' rules (SPEC §5): at most 8, exactly one featured once there are any. The first image becomes
// featured when none is (the first upload of a new product); choosing one makes it the only featured; removing the
// featured one makes the first remaining featured. An image tagged with a colour the product stops offering goes back
// to 'All colours': the picture stays, as an owner expects, and the save never trips over a stale tag.
import { MAX_PRODUCT_IMAGES } from '../../../../domain/limits.ts';
import type { EditorImage } from './editor-values.ts';

export const IMAGE_GUIDANCE = { width: 560, height: 700, ratio: '4:5' } as const;

export const imageMessages = {
  tooMany: (tried: number, slots: number) =>
    `Maximum ${MAX_PRODUCT_IMAGES} images allowed. You tried to add ${tried} images but only ${slots} slots are available.`,
} as const;

export function slotsLeft(images: readonly EditorImage[]): number {
  return Math.max(0, MAX_PRODUCT_IMAGES - images.length);
}

function withFeaturedFallback(images: EditorImage[]): EditorImage[] {
  if (images.length === 0 || images.some((i) => i.featured)) return images;
  return images.map((image, index) => ({ ...image, featured: index === 0 }));
}

export function addImages(images: readonly EditorImage[], added: readonly EditorImage[]): EditorImage[] {
  return withFeaturedFallback([...images, ...added.map((i) => ({ ...i, featured: false }))]);
}

export function removeImage(images: readonly EditorImage[], key: string): EditorImage[] {
  return withFeaturedFallback(images.filter((i) => i.key !== key));
}

export function chooseFeatured(images: readonly EditorImage[], key: string): EditorImage[] {
  return images.map((image) => ({ ...image, featured: image.key === key }));
}

export function updateImage(images: readonly EditorImage[], key: string, change: Partial<EditorImage>): EditorImage[] {
  return images.map((image) => (image.key === key ? { ...image, ...change } : image));
}

/** True when a picture is far enough from 4:5 that the shop's 4:5 frames will crop it visibly. */
export function offRatio(image: Pick<EditorImage, 'width' | 'height'>): boolean {
  if (!image.width || !image.height) return false;
  return Math.abs(image.width / image.height - IMAGE_GUIDANCE.width / IMAGE_GUIDANCE.height) > 0.04;
}

/** The images with any tag of a colour no longer in `colors` cleared (the same array when none was). */
export function untagRemovedColors(images: EditorImage[], colors: readonly string[]): EditorImage[] {
  if (images.every((i) => i.color === null || colors.includes(i.color))) return images;
  return images.map((i) => (i.color === null || colors.includes(i.color) ? i : { ...i, color: null }));
}
