// The full-screen view of one product image at its largest size, with its own previous/next; Escape closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { mediaUrl } from '../../../domain/media.ts';
import type { ProductImageView } from '../../../server/modules/catalog/index.ts';
import { GalleryArrows } from './gallery-arrows.tsx';
import { useSwipe } from './use-swipe.ts';

interface ZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly ProductImageView[];
  current: number;
  name: string;
  onStep: (step: 1 | -1) => void;
}

export function ZoomDialog({ open, onOpenChange, images, current, name, onStep }: ZoomDialogProps) {
  const image = images[current];
  const swipe = useSwipe((direction) => onStep(direction === 'next' ? 1 : -1));
  const many = images.length > 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    onStep(e.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex touch-pan-y items-center justify-center outline-none"
          {...swipe.handlers}
          onClick={(e) => {
            // A tap on the dark area around the picture closes, like the close button.
            if (e.target === e.currentTarget && !swipe.consumeSwipe()) onOpenChange(false);
          }}
        >
          <Dialog.Title className="sr-only">
            {name}: image {current + 1} of {images.length}
          </Dialog.Title>
          {image && (
            <picture key={image._id}>
              <source type="image/webp" srcSet={mediaUrl(image.mediaId, 1280, 'webp')} />
              <img
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
              <GalleryArrows tone="dark" onPrevious={() => onStep(-1)} onNext={() => onStep(1)} />
              <p className="absolute bottom-5 left-1/2 -translate-x-1/2 rounded-full bg-ink/60 px-3 py-1 text-xs font-medium tracking-wider text-white" aria-hidden>
                {current + 1} / {images.length}
              </p>
            </>
          )}
          <Dialog.Close aria-label="Close zoom" className="absolute right-4 top-4 flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur-sm transition hover:bg-white/20">
            <X className="h-6 w-6" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
