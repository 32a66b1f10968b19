// The home hero: a small hand-written carousel (a translateX track) of the active hero slides.
import { useId } from 'react';
import type { HomeImageView } from '../../../domain/schemas/content.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { HeroSlide } from './hero-slide.tsx';
import { useCarousel } from './use-carousel.ts';

/** The hero's height is fixed by CSS before any image arrives, so nothing below it moves. */
export const HERO_HEIGHT = 'h-[480px] sm:h-[520px] lg:h-[clamp(520px,41.667vw,620px)]';

export function HeroCarousel({ slides }: { slides: HomeImageView[] }) {
  const trackId = useId();
  const {
    index,
    goTo,
    next,
    prev,
    canRotate,
    rotating,
    playing,
    toggleRotation,
    dragPx,
    trackRef,
    regionProps,
    viewportProps,
  } = useCarousel(slides.length);
  const many = slides.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label="Collections" className="relative bg-indigo" {...regionProps}>
      <div className={`${HERO_HEIGHT} touch-pan-y overflow-hidden select-none`} {...viewportProps}>
        <div
          ref={trackRef}
          id={trackId}
          aria-live={playing ? 'off' : 'polite'}
          className={`flex h-full ${dragPx ? '' : 'transition-transform duration-700 ease-[cubic-bezier(0.22,0.61,0.36,1)] motion-reduce:transition-none'}`}
          style={{ transform: `translateX(calc(${-100 * index}% + ${dragPx}px))` }}
        >
          {slides.map((slide, i) => (
            <HeroSlide key={slide._id} slide={slide} position={i + 1} total={slides.length} active={i === index} />
          ))}
        </div>
      </div>
      {many && (
        <CarouselControls
          total={slides.length}
          index={index}
          trackId={trackId}
          rotating={rotating}
          canRotate={canRotate}
          onPrev={prev}
          onNext={next}
          onGoTo={goTo}
          onToggleRotation={toggleRotation}
        />
      )}
    </section>
  );
}
