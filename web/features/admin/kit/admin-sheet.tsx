// The admin's detail and form dialogs: a sheet rising from the bottom on phones, a centred dialog on larger screens,
// with a header (title, optional description, close button) and a body that scrolls on its own.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { X } from '../../../ui/icons/x.ts';

interface AdminSheetProps {
  open: boolean;
  onClose: () => void;
  /** Full Tailwind classes for the width from `sm` up (written out so Tailwind finds them), e.g. 'sm:w-[min(92vw,44rem)]'. */
  widthClass: string;
  /** For a form: a click outside must not throw away what was typed or a running upload. */
  keepOnOutsideClick?: boolean;
  /** Set when the sheet has no Dialog.Description. */
  noDescription?: boolean;
  children: ReactNode;
}

export function AdminSheet({
  open,
  onClose,
  widthClass,
  keepOnOutsideClick,
  noDescription,
  children,
}: AdminSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          {...(noDescription ? { 'aria-describedby': undefined } : {})}
          onInteractOutside={keepOnOutsideClick ? (e) => e.preventDefault() : undefined}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col rounded-t-2xl bg-ivory shadow-xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[92dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${widthClass}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The sheet's header: what it is about on the left, the close button on the right. */
export function SheetHeader({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3 border-b border-linen px-4 py-4 sm:px-6">
      <div className="min-w-0">{children}</div>
      <Dialog.Close
        aria-label={closeLabel}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition hover:bg-sand"
      >
        <X className="h-5 w-5" aria-hidden />
      </Dialog.Close>
    </div>
  );
}
