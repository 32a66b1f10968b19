// A line's picture (bag, mini bag, checkout, orders, the admin's pickers), or a quiet placeholder when it has none.
import { ResponsiveImage } from './responsive-image.tsx';
import { Shirt } from './icons/shirt.ts';

/** A line's picture, or a quiet placeholder when the piece has none (SPEC §2 checkout sidebar). */
export function ItemThumbnail({
  imageId,
  name,
  className = 'w-16',
  sizes = '96px',
}: {
  imageId: string | null;
  name: string;
  className?: string;
  /** How wide it is drawn at most, for the browser's pick of a variant. */
  sizes?: string;
}) {
  return (
    <div className={`shrink-0 overflow-hidden rounded-md bg-sand ${className}`}>
      {imageId ? (
        <ResponsiveImage
          mediaId={imageId}
          alt={name.replaceAll('/', ' ')}
          width={1120}
          height={1400}
          sizes={sizes}
          className="aspect-[4/5] h-full w-full object-cover"
        />
      ) : (
        <div
          className="flex aspect-[4/5] items-center justify-center text-gold"
          role="img"
          aria-label={`No picture of ${name.replaceAll('/', ' ')}`}
        >
          <Shirt className="h-6 w-6" aria-hidden />
        </div>
      )}
    </div>
  );
}
