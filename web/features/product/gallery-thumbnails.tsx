// The row (phones) or column (desktop) of thumbnails under or beside the main product image.
import { MAX_THUMBNAILS } from '../../../domain/limits.ts';
import type { ProductImageView } from '../../../domain/schemas/product-views.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

interface GalleryThumbnailsProps {
  images: readonly ProductImageView[];
  current: number;
  onSelect: (index: number) => void;
  className?: string;
}

export function GalleryThumbnails({ images, current, onSelect, className = '' }: GalleryThumbnailsProps) {
  return (
    <ul className={`flex gap-2 ${className}`}>
      {images.slice(0, MAX_THUMBNAILS).map((image, index) => {
        const selected = index === current;
        return (
          <li key={image._id} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={`Show image ${index + 1}`}
              aria-current={selected ? 'true' : undefined}
              className={`block w-14 overflow-hidden rounded-sm bg-sand transition lg:w-full ${selected ? 'ring-1 ring-ink ring-offset-2 ring-offset-ivory' : 'opacity-60 hover:opacity-100'}`}
            >
              <ResponsiveImage
                mediaId={image.mediaId}
                alt=""
                width={image.width}
                height={image.height}
                sizes="80px"
                className="aspect-[4/5] h-full w-full object-cover"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
