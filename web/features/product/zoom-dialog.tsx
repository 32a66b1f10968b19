// The full-screen view of one product image at its largest size (pinch-zoomable on phones), with its own previous/next; Escape closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from '../../ui/icons/x.ts';
import type { KeyboardEvent, RefObject } from 'react';
import { IMAGE_FORMATS, IMAGE_CONTENT_TYPES, PICTURE_SOURCE_FORMATS, mediaUrl } from '../../../domain/media.ts';
import type { ProductImageView } from '../../../domain/schemas/product-views.ts';
import { GalleryArrows } from './gallery-arrows.tsx';

interface ZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly ProductImageView[];
  current: number;
  name: string;
  onStep: (step: 1 | -1) => void;
  /** Where focus goes back on close: the dialog has no Radix Trigger, so Radix would leave focus on the page body. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function ZoomDialog({ open, onOpenChange, images, current, name, onStep, returnFocusTo }: ZoomDialogProps) {
  const image = images[current];
  const many = images.length > 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    onStep(e.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ivory" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // No swipe here, unlike the page gallery: on phones a pinch zooms into the stitching, so touches stay the browser's.
          className="fixed inset-0 z-50 flex items-center justify-center outline-none"
          onClick={(e) => {
            // A tap on the empty area around the picture closes, like the close button.
            if (e.target === e.currentTarget) onOpenChange(false);
          }}
        >
          <Dialog.Title className="sr-only">
            {name}: image {current + 1} of {images.length}
          </Dialog.Title>
          {/* First in the dialog so it takes the initial focus, not the arrows. */}
          <Dialog.Close
            aria-label="Close zoom"
            className="absolute right-4 top-4 flex h-12 w-12 items-center justify-center rounded-full bg-ink text-white shadow-sm transition hover:bg-madder"
          >
            <X className="h-6 w-6" aria-hidden />
          </Dialog.Close>
          {image && (
            <picture key={image._id}>
              {PICTURE_SOURCE_FORMATS.map((format) => (
                <source
                  key={format}
                  type={IMAGE_CONTENT_TYPES[format]}
                  srcSet={mediaUrl(image.mediaId, 1280, format)}
                />
              ))}
              <img
                onLoad={(e) => preloadNeighbours(images, current, e.currentTarget.currentSrc)}
                src={mediaUrl(image.mediaId, 1280, 'jpg')}
                alt={image.alt || name}
                width={image.width}
                height={image.height}
                draggable={false}
                className="h-auto max-h-[100dvh] w-auto max-w-full object-contain sm:max-h-[92dvh]"
              />
            </picture>
          )}
          {many && (
            <>
              <GalleryArrows large onPrevious={() => onStep(-1)} onNext={() => onStep(1)} />
              <p
                className="absolute bottom-5 left-1/2 -translate-x-1/2 rounded-full bg-ink/60 px-3 py-1 text-xs font-medium tracking-wider text-white"
                aria-hidden
              >
                {current + 1} / {images.length}
              </p>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Warms the browser cache with the large neighbours of the shown image, so stepping through shows them at once. Done
 * once the shown one has loaded (it never competes with them), in the format the browser picked for it (its
 * currentSrc), so the warmed file is the one the next <picture> asks for.
 */
function preloadNeighbours(images: readonly ProductImageView[], current: number, shownSrc: string): void {
  if (images.length < 2) return;
  const picked = shownSrc.split('.').pop();
  const format = IMAGE_FORMATS.find((f) => f === picked) ?? 'webp';
  for (const index of [(current + 1) % images.length, (current - 1 + images.length) % images.length]) {
    const image = images[index];
    if (image) new Image().src = mediaUrl(image.mediaId, 1280, format);
  }
}
