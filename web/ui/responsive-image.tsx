// A catalog image as responsive WebP variants with a JPEG fallback; eager + high priority only when asked.
import { mediaSrcSet, mediaUrl } from '../../domain/media.ts';

interface ResponsiveImageProps {
  mediaId: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  width: number;
  height: number;
  /** The first visible image of a page: loaded eagerly with fetchpriority=high. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  mediaId,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={mediaSrcSet(mediaId, 'webp')} sizes={sizes} />
      <img
        src={mediaUrl(mediaId, 640, 'jpg')}
        srcSet={mediaSrcSet(mediaId, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
        className={className}
      />
    </picture>
  );
}
