// The previous / next buttons drawn over a product image, shared by the gallery and the zoom view.
import { ChevronLeft } from '../../ui/icons/chevron-left.ts';
import { ChevronRight } from '../../ui/icons/chevron-right.ts';

interface GalleryArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** Larger targets for the full-screen zoom view. */
  large?: boolean;
}

export function GalleryArrows({ onPrevious, onNext, large = false }: GalleryArrowsProps) {
  const button = `absolute top-1/2 flex -translate-y-1/2 items-center justify-center rounded-full bg-ivory/90 text-ink shadow-sm backdrop-blur-sm transition hover:bg-white ${large ? 'h-12 w-12' : 'h-10 w-10'}`;
  const icon = large ? 'h-6 w-6' : 'h-5 w-5';
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        aria-label="Previous image"
        className={`${button} ${large ? 'left-4' : 'left-3'}`}
      >
        <ChevronLeft className={icon} aria-hidden />
      </button>
      <button
        type="button"
        onClick={onNext}
        aria-label="Next image"
        className={`${button} ${large ? 'right-4' : 'right-3'}`}
      >
        <ChevronRight className={icon} aria-hidden />
      </button>
    </>
  );
}
