// Responsive image variants: the widths and formats the server makes and the browser asks for.
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The type each format is served as, and named by in a `<source type>`. */
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The `<source>`s of a `<picture>`, best first: the browser takes the first type it can decode (AVIF is about a third
 * smaller than WebP at the same look), and the `<img>` itself stays JPEG for anything older.
 */
export const PICTURE_SOURCE_FORMATS = ['avif', 'webp'] as const satisfies readonly ImageFormat[];

/** URL of one variant of a stored image. The id never changes content, so these URLs are cached forever. */
export function mediaUrl(mediaId: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `/files/media/${mediaId}/${width}.${format}`;
}

export function mediaSrcSet(mediaId: string, format: ImageFormat = 'webp', maxWidth = 1280): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${mediaUrl(mediaId, w, format)} ${w}w`)
    .join(', ');
}
