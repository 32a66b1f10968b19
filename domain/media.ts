// Responsive image variants: the widths and formats the server makes and the browser asks for.
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** URL of one variant of a stored image. The id never changes content, so these URLs are cached forever. */
export function mediaUrl(mediaId: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `/files/media/${mediaId}/${width}.${format}`;
}

export function mediaSrcSet(mediaId: string, format: ImageFormat = 'webp', maxWidth = 1280): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${mediaUrl(mediaId, w, format)} ${w}w`)
    .join(', ');
}
