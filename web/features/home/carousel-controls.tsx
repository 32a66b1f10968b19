// The hero carousel's buttons: previous, one dot per slide, next, and pause/play of the auto-advance.
import { ChevronLeft } from '../../ui/icons/chevron-left.ts';
import { ChevronRight } from '../../ui/icons/chevron-right.ts';
import { Pause } from '../../ui/icons/pause.ts';
import { Play } from '../../ui/icons/play.ts';

interface CarouselControlsProps {
  total: number;
  index: number;
  trackId: string;
  rotating: boolean;
  /** Whether auto-advance can be offered at all (more than one slide, motion welcome). */
  canRotate: boolean;
  onPrev(): void;
  onNext(): void;
  onGoTo(i: number): void;
  onToggleRotation(): void;
}

const roundButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-white/40 bg-ink/30 text-white backdrop-blur-sm transition hover:bg-white hover:text-ink focus-visible:outline-white';

export function CarouselControls({
  total,
  index,
  trackId,
  rotating,
  canRotate,
  onPrev,
  onNext,
  onGoTo,
  onToggleRotation,
}: CarouselControlsProps) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl items-center gap-2 px-5 pb-6 sm:px-6 lg:px-8 lg:pb-8">
      <div className="pointer-events-auto flex items-center gap-2">
        <button
          type="button"
          className={roundButton}
          aria-controls={trackId}
          aria-label="Previous slide"
          onClick={onPrev}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <div className="flex items-center">
          {Array.from({ length: total }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-controls={trackId}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onGoTo(i)}
              className="group flex h-10 w-7 items-center justify-center focus-visible:outline-white"
            >
              <span
                aria-hidden
                className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/55 group-hover:bg-white/85'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={roundButton} aria-controls={trackId} aria-label="Next slide" onClick={onNext}>
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
      {canRotate && (
        <button
          type="button"
          className={`${roundButton} pointer-events-auto ml-auto`}
          aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={onToggleRotation}
        >
          {rotating ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
        </button>
      )}
    </div>
  );
}
