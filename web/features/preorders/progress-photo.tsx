// One progress photo of the production diary (DECISIONS D14): a thumbnail that opens the photo larger with its words
// and date; the photo is private and reached by a short-lived signed link, so an expired one offers to load it again.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ProgressImageView } from '../../../domain/schemas/preorder-views.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { X } from '../../ui/icons/x.ts';

interface ProgressPhotoProps {
  photo: ProgressImageView;
  /** 'Photo 1 of 2', for the button's name. */
  position: string;
  onExpired: () => void;
}

export function ProgressPhoto({ photo, position, onExpired }: ProgressPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === photo.url;
  const alt = photo.description ? `Your piece in the making: ${photo.description}` : 'Your piece in the making';
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`View ${position} larger`}
        className="group relative block aspect-[4/5] w-full overflow-hidden rounded-xl bg-sand ring-madder focus-visible:outline-none focus-visible:ring-2"
      >
        {failed ? (
          <span className="flex h-full items-center justify-center p-3 text-center text-xs text-muted">
            Photo link expired
          </span>
        ) : (
          <img
            src={photo.url}
            alt={alt}
            loading="lazy"
            onError={() => setFailedUrl(photo.url)}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[94dvh] w-[min(94vw,880px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-ivory p-4 shadow-xl outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-display text-xl">Progress photo</Dialog.Title>
              <p className="mt-0.5 text-xs text-muted">{orderDate(photo.uploadedAt)}</p>
            </div>
            <Dialog.Close
              aria-label="Close photo"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition hover:bg-sand"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="mt-4 flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-lg bg-white">
            {failed ? (
              <div className="p-8 text-center text-sm">
                <p>This link has expired.</p>
                <button
                  type="button"
                  onClick={onExpired}
                  className="mt-3 font-semibold text-madder underline underline-offset-4"
                >
                  Load the photos again
                </button>
              </div>
            ) : (
              <img src={photo.url} alt={alt} className="max-h-[72dvh] w-auto object-contain" />
            )}
          </div>
          <Dialog.Description className={photo.description ? 'mt-4 text-sm leading-relaxed' : 'sr-only'}>
            {photo.description || 'A photo of your piece in the workshop.'}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
