// A confirmation before an admin action that cannot be undone (SPEC §8: removing a preorder image; cancelling a
// preorder), that must be checked first (marking a payment paid) or that changes what someone may do (a role): the
// question, what follows, and the action's button, busy until the server answers.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in the spec's words where it has them. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** The way back; 'Keep it' where the action removes something. */
  cancelLabel?: string;
  /** 'danger' (the madder button) for what removes or cancels; 'primary' for a check that moves things on. */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  cancelLabel = 'Keep it',
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-[60] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ivory p-5 shadow-xl outline-none sm:p-6"
        >
          <Dialog.Title className="font-display text-xl text-ink">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 text-sm text-muted">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              className={tone === 'danger' ? 'bg-madder! hover:bg-madder-dark!' : ''}
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
