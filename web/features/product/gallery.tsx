// The product photos: main image with arrows, swipe, arrow keys and a counter, thumbnails, and the zoom view.
import { ZoomIn } from '../../ui/icons/zoom-in.ts';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImageView } from '../../../domain/schemas/product-views.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { GalleryArrows } from './gallery-arrows.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';
import { useSwipe } from './use-swipe.ts';

// The zoom view (and Radix Dialog with it) is fetched after the page is usable: the route's own script stays small.
const loadZoomDialog = () => import('./zoom-dialog.tsx');
const ZoomDialog = lazy(() => loadZoomDialog().then((m) => ({ default: m.ZoomDialog })));
const ZOOM_PREFETCH_DELAY_MS = 1500;

/** The main image fills the gallery column: the full width on phones, about 55% of the page on desktop. */
const MAIN_SIZES = '(min-width: 1280px) 540px, (min-width: 1024px) 42vw, 100vw';

interface GalleryProps {
  images: readonly ProductImageView[];
  /** One-line product name, for alt text and the zoom title. */
  name: string;
  /** The chosen colour: when it changes the gallery goes back to its first image, which is now that colour's. */
  showFirstOn?: string | null;
}

export function Gallery({ images, name, showFirstOn = null }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const [shownFor, setShownFor] = useState(showFirstOn);
  if (shownFor !== showFirstOn) {
    // Adjusting state while rendering (not in an effect): the new colour's picture is drawn in the same paint.
    setShownFor(showFirstOn);
    setCurrent(0);
  }
  const [zoom, setZoom] = useState<'never' | 'open' | 'closed'>('never');
  const mainButton = useRef<HTMLButtonElement>(null);
  const loaded = useNeighbourPreload(current, images.length);
  useEffect(() => {
    // A moment after start-up, so the download never competes with the page's own images and scripts.
    const timer = setTimeout(() => void loadZoomDialog(), ZOOM_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const count = images.length;
  const step = (by: 1 | -1) => setCurrent((i) => (i + by + count) % count);
  const swipe = useSwipe((direction) => step(direction === 'next' ? 1 : -1));

  if (count === 0) {
    return <div className="flex aspect-[4/5] items-center justify-center bg-sand text-sm text-muted">No image yet</div>;
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2 || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    step(e.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <>
      <section
        aria-label="Product images"
        aria-roledescription="carousel"
        onKeyDown={onKeyDown}
        className="lg:grid lg:grid-cols-[76px_1fr] lg:items-start lg:gap-4"
      >
        <div className="relative lg:order-2">
          <button
            ref={mainButton}
            type="button"
            onClick={() => {
              if (!swipe.consumeSwipe()) setZoom('open');
            }}
            aria-label={`Zoom image ${current + 1} of ${count}`}
            className="group relative block aspect-[4/5] w-full cursor-zoom-in touch-pan-y overflow-hidden bg-sand lg:rounded-sm"
            {...swipe.handlers}
          >
            {images.map((image, index) =>
              loaded.has(index) ? (
                <span
                  key={image._id}
                  aria-hidden={index !== current}
                  className={`absolute inset-0 transition-opacity duration-300 ${index === current ? 'opacity-100' : 'opacity-0'}`}
                >
                  <ResponsiveImage
                    mediaId={image.mediaId}
                    alt={image.alt || name}
                    width={image.width}
                    height={image.height}
                    sizes={MAIN_SIZES}
                    priority={index === 0}
                    className="h-full w-full object-cover"
                  />
                </span>
              ) : null,
            )}
            <span
              className="absolute bottom-3 right-3 hidden h-9 w-9 items-center justify-center rounded-full bg-ivory/90 text-ink opacity-0 shadow-sm transition group-hover:opacity-100 lg:flex"
              aria-hidden
            >
              <ZoomIn className="h-4 w-4" />
            </span>
          </button>
          {count > 1 && (
            <>
              <GalleryArrows onPrevious={() => step(-1)} onNext={() => step(1)} />
              <p
                className="pointer-events-none absolute left-3 top-3 rounded-full sm:top-auto sm:bottom-3 bg-ink/65 px-2.5 py-1 text-xs font-medium tabular-nums tracking-wider text-white"
                data-testid="gallery-counter"
              >
                <span aria-hidden>
                  {current + 1} / {count}
                </span>
                <span className="sr-only" aria-live="polite">
                  Image {current + 1} of {count}
                </span>
              </p>
            </>
          )}
        </div>
        {count > 1 && (
          <GalleryThumbnails
            images={images}
            current={current}
            onSelect={setCurrent}
            className="overflow-x-auto px-4 py-3 lg:order-1 lg:flex-col lg:overflow-visible lg:p-0"
          />
        )}
      </section>
      {zoom !== 'never' && (
        <Suspense fallback={null}>
          <ZoomDialog
            open={zoom === 'open'}
            onOpenChange={(open) => setZoom(open ? 'open' : 'closed')}
            images={images}
            current={current}
            name={name}
            onStep={step}
            returnFocusTo={mainButton}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Which images are in the page. The server sends only the first (the page's largest paint); once the page runs, the
 * neighbours of the shown image are added so arrows and swipes show a picture at once, and seen ones stay loaded.
 */
function useNeighbourPreload(current: number, count: number): ReadonlySet<number> {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (count === 0) return;
    const wanted = [current, (current + 1) % count, (current - 1 + count) % count];
    setLoaded((prev) => (wanted.every((i) => prev.has(i)) ? prev : new Set([...prev, ...wanted])));
  }, [current, count]);
  return loaded;
}
