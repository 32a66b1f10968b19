// A modal panel on Radix Dialog (focus kept inside, Escape and the backdrop close it, focus back to what opened it):
// a bottom sheet on phones, and on wider screens a drawer from the right ('side') or a centred dialog ('center').
// Only lazily loaded pieces use it, so no page carries Radix before a sheet opens.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { X } from './icons/x.ts';

const PLACEMENT = {
  side: 'sm:inset-y-0 sm:right-0 sm:left-auto sm:h-full sm:max-h-none sm:w-[420px] sm:rounded-none',
  center:
    'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85dvh] sm:w-[min(920px,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
} as const;

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: keyof typeof PLACEMENT;
  /** The dialog's heading: its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Stays in view under a long body (the sheet's buttons). */
  footer?: ReactNode;
}

export function Sheet({ open, onOpenChange, placement, title, children, footer }: SheetProps) {
  // Opened from a button that is not a Radix Trigger, Radix would leave focus on the page's body on close.
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (opener.current instanceof HTMLElement) opener.current.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-ivory shadow-2xl outline-none ${PLACEMENT[placement]}`}
        >
          <div className="flex shrink-0 items-center justify-between gap-4 border-b border-linen px-5 py-4 sm:px-6">
            <Dialog.Title className="font-display text-xl font-semibold sm:text-2xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink transition hover:bg-sand"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div className="shrink-0 border-t border-linen px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
