// One hero slide: full-bleed artwork with its title, subtitle and button laid over the calm left side.
import { Link } from 'react-router';
import type { HomeImageView } from '../../../domain/schemas/content.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

interface HeroSlideProps {
  slide: HomeImageView;
  position: number;
  total: number;
  active: boolean;
}

export function HeroSlide({ slide, position, total, active }: HeroSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      inert={!active}
      className="relative h-full w-full shrink-0 overflow-hidden"
    >
      <ResponsiveImage
        mediaId={slide.mediaId}
        alt=""
        width={slide.width}
        height={slide.height}
        sizes="100vw"
        priority={position === 1}
        className="absolute inset-0 h-full w-full object-cover object-[72%_50%] lg:object-center"
      />
      {/* A scrim under the text keeps white type readable on any artwork: from the bottom on phones, from the left on wide screens. */}
      <div
        aria-hidden
        className="absolute inset-0 bg-linear-to-t from-ink/90 via-ink/60 via-50% to-ink/5 lg:bg-linear-to-r lg:from-ink/80 lg:via-ink/55 lg:via-45% lg:to-ink/0 lg:to-70%"
      />
      <div className="absolute inset-0 mx-auto flex max-w-7xl items-end px-5 pb-24 sm:px-6 lg:items-center lg:px-8 lg:pb-10">
        <div className="max-w-xl text-white [text-shadow:0_1px_14px_rgb(0_0_0/0.35)]">
          {slide.title && (
            <h2 className="text-[2rem] leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-6xl">
              {slide.title}
            </h2>
          )}
          {slide.subtitle && (
            <p className="mt-3 line-clamp-3 max-w-md text-[15px] leading-relaxed text-white/90 text-pretty sm:mt-4 sm:text-lg">
              {slide.subtitle}
            </p>
          )}
          {slide.buttonText && slide.link && (
            <Link
              to={slide.link}
              prefetch="intent"
              className="mt-6 inline-flex items-center rounded-full bg-ivory px-7 py-3 text-sm font-semibold tracking-wide text-ink transition [text-shadow:none] hover:bg-white focus-visible:outline-white sm:mt-8"
            >
              {slide.buttonText}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
