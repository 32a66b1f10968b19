// The confirmation before a home image is deleted (SPEC §8 confirmations): says which image and that it cannot be
// undone; Delete stays busy until the server answers.
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../ui/button.tsx';
import { typeName, type HomeImage } from './home-image-types.ts';

interface ConfirmDeleteDialogProps {
  image: HomeImage | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(image: HomeImage): void;
}

export function ConfirmDeleteDialog({ image, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open={!!image} onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ivory p-5 shadow-xl outline-none sm:p-6"
        >
          {image && (
            <>
              <Dialog.Title className="font-display text-xl text-ink">Delete this image?</Dialog.Title>
              <div className="mt-4 flex items-center gap-3">
                <img src={image.imageURL} alt="" className="h-16 w-24 shrink-0 rounded-lg bg-sand object-cover" />
                <p className="min-w-0 text-sm">
                  <span className="block font-medium text-ink">{image.title || 'Untitled image'}</span>
                  <span className="text-muted">{typeName(image.imageType)}</span>
                </p>
              </div>
              <Dialog.Description className="mt-4 text-sm text-muted">
                Are you sure you want to delete this image? It leaves the home page on its next page load and cannot be
                brought back.
              </Dialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="ghost" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button className="bg-madder! hover:bg-madder-dark!" disabled={busy} onClick={() => onConfirm(image)}>
                  {busy ? 'Deleting…' : 'Delete image'}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
