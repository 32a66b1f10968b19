// A catalog image as responsive AVIF and WebP variants with a JPEG fallback; eager + high priority only when asked.
import { IMAGE_CONTENT_TYPES, PICTURE_SOURCE_FORMATS, mediaSrcSet, mediaUrl } from '../../domain/media.ts';

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
  // Typed sources rather than one URL negotiated on Accept: each URL keeps one body, so it stays immutable in every
  // cache (a CDN's included) with no Vary, and the shared page cache never depends on a browser's formats. The
  // fetchpriority on the <img> applies to whichever source the browser picks. No page preloads its first picture: an
  // imagesrcset preload cannot be typed per format, so it could fetch a file this <picture> then ignores.
  return (
    <picture>
      {PICTURE_SOURCE_FORMATS.map((format) => (
        <source key={format} type={IMAGE_CONTENT_TYPES[format]} srcSet={mediaSrcSet(mediaId, format)} sizes={sizes} />
      ))}
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
