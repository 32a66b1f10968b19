// The previous / next buttons drawn over a product image, shared by the gallery and the zoom view.
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface GalleryArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  tone?: 'light' | 'dark';
}

export function GalleryArrows({ onPrevious, onNext, tone = 'light' }: GalleryArrowsProps) {
  const look =
    tone === 'light'
      ? 'h-10 w-10 bg-ivory/90 text-ink shadow-sm hover:bg-white'
      : 'h-12 w-12 bg-white/10 text-white hover:bg-white/20';
  const button = `absolute top-1/2 flex -translate-y-1/2 items-center justify-center rounded-full backdrop-blur-sm transition ${look}`;
  return (
    <>
      <button type="button" onClick={onPrevious} aria-label="Previous image" className={`${button} left-3`}>
        <ChevronLeft className="h-5 w-5" aria-hidden />
      </button>
      <button type="button" onClick={onNext} aria-label="Next image" className={`${button} right-3`}>
        <ChevronRight className="h-5 w-5" aria-hidden />
      </button>
    </>
  );
}
