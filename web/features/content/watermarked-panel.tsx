// A captioned textile panel carrying a faint diagonal HUNAR watermark, the Our Story page's stand-in for photographs.
import { TextileSvg, watermarkClass, type TextilePattern } from './textile-patterns.tsx';

interface WatermarkedPanelProps {
  pattern: TextilePattern;
  title: string;
  place: string;
  description: string;
}

export function WatermarkedPanel({ pattern, title, place, description }: WatermarkedPanelProps) {
  return (
    <figure>
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl shadow-sm ring-1 ring-ink/5">
        <TextileSvg pattern={pattern} label={description} />
        <div aria-hidden className="pointer-events-none absolute inset-0 flex select-none items-center justify-center">
          <span
            className={`-rotate-[35deg] font-display text-3xl font-semibold tracking-[0.3em] sm:text-4xl ${watermarkClass(pattern)}`}
          >
            HUNAR
          </span>
        </div>
      </div>
      <figcaption className="mt-3">
        <span className="block font-display text-lg leading-snug">{title}</span>
        <span className="mt-0.5 block text-xs uppercase tracking-[0.16em] text-muted">{place}</span>
      </figcaption>
    </figure>
  );
}
