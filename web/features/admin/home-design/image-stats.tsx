// The Home Design tab's figures (SPEC §2 image stats): all images, active ones, and how many of each type are live.
import { IMAGE_TYPES } from '../../../../domain/content.ts';
import { CheckCircle2 } from '../../../ui/icons/check-circle-2.ts';
import { Image } from '../../../ui/icons/image.ts';
import { StatCard } from '../customers/index.ts';
import { TYPE_LABELS, type HomeImage } from './home-image-types.ts';

export function ImageStats({ images }: { images: HomeImage[] }) {
  const active = images.filter((i) => i.active).length;
  return (
    <div className="space-y-3">
      <ul aria-label="Image figures" className="grid grid-cols-2 gap-3">
        <StatCard icon={Image} label="Total images" value={images.length} />
        <StatCard icon={CheckCircle2} label="Active" value={active} note={`${images.length - active} inactive`} />
      </ul>
      <ul aria-label="Images per type" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {IMAGE_TYPES.map((type) => {
          const ofType = images.filter((i) => i.imageType === type);
          const live = ofType.filter((i) => i.active).length;
          return (
            <li key={type} className="rounded-lg border border-linen bg-white px-3 py-2">
              <p className="truncate text-xs text-muted">
                {TYPE_LABELS[type]} <span className="font-mono">({type})</span>
              </p>
              <p className="mt-0.5 text-sm text-ink">
                <span className="font-semibold tabular-nums">{ofType.length}</span>
                <span className="text-muted"> · {live} active</span>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
