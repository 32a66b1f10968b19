// One home image in the Home Design grid: its picture, type, title and whether it is live, with Edit, Activate or
// Deactivate, "Set as active" for a category banner (it replaces the banner of its slot) and Delete.
import { Button } from '../../../ui/button.tsx';
import { CheckCircle2 } from '../../../ui/icons/check-circle-2.ts';
import { EyeOff } from '../../../ui/icons/eye-off.ts';
import { Eye } from '../../../ui/icons/eye.ts';
import { Pencil } from '../../../ui/icons/pencil.ts';
import { Trash2 } from '../../../ui/icons/trash-2.ts';
import { isBannerType, typeName, type HomeImage } from './home-image-types.ts';

interface ImageCardProps {
  image: HomeImage;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onSetActive(): void;
  onDelete(): void;
}

const ACTION = 'min-h-10 px-3! py-2! text-xs!';

export function ImageCard({ image, busy, onEdit, onToggle, onSetActive, onDelete }: ImageCardProps) {
  const name = image.title || typeName(image.imageType);
  // A banner slot shows one picture: switching one on is "Set as active" (set-active), which says what happens to
  // the others; a hero slide simply joins or leaves the slider (toggle-active).
  const offersSetActive = isBannerType(image.imageType) && !image.active;
  return (
    <li
      aria-label={name}
      className={`flex flex-col overflow-hidden rounded-xl border bg-white ${image.active ? 'border-linen' : 'border-dashed border-linen'}`}
    >
      {/* One frame for every type; the picture fills it (absolute, so a tall banner cannot stretch the frame). */}
      <div className="relative aspect-[16/9] overflow-hidden bg-sand">
        <img
          src={image.imageURL}
          alt=""
          loading="lazy"
          className={`absolute inset-0 h-full w-full object-cover ${image.active ? '' : 'opacity-60 grayscale-[40%]'}`}
        />
        <span
          className={`absolute left-3 top-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${
            image.active ? 'bg-leaf text-white' : 'bg-white/90 text-muted'
          }`}
        >
          {image.active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-madder">{typeName(image.imageType)}</p>
        <h3 className="mt-1 line-clamp-2 font-sans text-base font-semibold text-ink">
          {image.title || <span className="font-normal italic text-muted">No title</span>}
        </h3>
        {image.subtitle && <p className="mt-1 line-clamp-2 text-sm text-muted">{image.subtitle}</p>}
        <p className="mt-2 text-xs text-muted">
          {image.buttonText || 'No button'} → <span className="font-mono">{image.link}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
          <Button variant="secondary" className={ACTION} disabled={busy} aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil className="h-3.5 w-3.5" aria-hidden />
            Edit
          </Button>
          {offersSetActive ? (
            <Button
              variant="primary"
              className={ACTION}
              disabled={busy}
              aria-label={`Set ${name} as active`}
              onClick={onSetActive}
            >
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
              Set as active
            </Button>
          ) : (
            <Button
              variant="secondary"
              className={ACTION}
              disabled={busy}
              aria-label={`${image.active ? 'Deactivate' : 'Activate'} ${name}`}
              onClick={onToggle}
            >
              {image.active ? (
                <EyeOff className="h-3.5 w-3.5" aria-hidden />
              ) : (
                <Eye className="h-3.5 w-3.5" aria-hidden />
              )}
              {image.active ? 'Deactivate' : 'Activate'}
            </Button>
          )}
          <Button
            variant="ghost"
            className="ml-auto h-10 w-10 px-0! py-0! text-madder! hover:bg-madder/10"
            disabled={busy}
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={onDelete}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
