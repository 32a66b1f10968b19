// The payment screenshot viewer (SPEC §2 /order-confirmation, admin order modal): a button that opens the private
// screenshot, through its short-lived signed link, in a modal, fitted to the screen or at full size (zoom) to read the
// transfer's figures; Escape or the close button closes it. For staff it shows beside the image the amount the
// transfer should carry and which payment it is (issue 17).
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Eye } from '../../ui/icons/eye.ts';
import { X } from '../../ui/icons/x.ts';
import { ZoomIn } from '../../ui/icons/zoom-in.ts';
import { formatPkr } from '../../../domain/money.ts';

interface ScreenshotViewerProps {
  url: string;
  onExpired?: () => void;
  /** Who is looking: the shopper's own screenshot, or a customer's seen by staff. */
  alt?: string;
  /** The button's words, e.g. for an earlier screenshot that was replaced. */
  label?: string;
  /** Staff checking a payment: which payment it is and the amount expected (null while not known yet). */
  expected?: { what: string; amount: number | null };
}

function ExpectedAmount({ what, amount }: { what: string; amount: number | null }) {
  return (
    <aside
      aria-label="Amount expected"
      className="flex shrink-0 items-baseline justify-between gap-3 rounded-lg border border-linen bg-sand/60 px-4 py-3 sm:w-52 sm:flex-col sm:justify-start sm:gap-1"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">Amount expected</p>
      <p className="text-right sm:text-left">
        <span className="block font-display text-2xl tabular-nums text-ink" data-testid="expected-amount">
          {amount === null ? 'Not known yet' : formatPkr(amount)}
        </span>
        <span className="block text-sm text-muted">{what}</span>
      </p>
    </aside>
  );
}

export function ScreenshotViewer({
  url,
  onExpired,
  alt = 'Your payment screenshot',
  label = 'View payment screenshot',
  expected,
}: ScreenshotViewerProps) {
  // Remembered per link: a fresh link (after onExpired) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const failed = failedUrl === url;
  return (
    <Dialog.Root onOpenChange={(open) => !open && setZoomed(false)}>
      <Dialog.Trigger className="inline-flex min-h-10 items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-semibold transition hover:bg-ink hover:text-white">
        <Eye className="h-4 w-4" aria-hidden />
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-ivory p-4 shadow-xl outline-none sm:p-6 ${zoomed ? 'w-[96vw]' : 'w-[min(92vw,720px)]'}`}
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="font-display text-xl">Payment screenshot</Dialog.Title>
            <div className="flex items-center gap-1">
              {!failed && (
                <button
                  type="button"
                  aria-pressed={zoomed}
                  onClick={() => setZoomed((z) => !z)}
                  className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition hover:bg-sand"
                >
                  <ZoomIn className="h-4 w-4" aria-hidden />
                  {zoomed ? 'Fit to screen' : 'Full size'}
                </button>
              )}
              <Dialog.Close
                aria-label="Close screenshot"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-sand"
              >
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </div>
          </div>
          <div className="mt-4 flex min-h-0 flex-1 flex-col gap-3 sm:flex-row-reverse">
            {expected && <ExpectedAmount {...expected} />}
            <div
              className={`flex min-h-0 flex-1 overflow-auto rounded-lg bg-white ${zoomed ? 'items-start justify-start' : 'items-center justify-center'}`}
            >
              {failed ? (
                <div className="p-8 text-center text-sm">
                  <p>This link has expired.</p>
                  {onExpired && (
                    <button
                      type="button"
                      onClick={onExpired}
                      className="mt-3 font-semibold text-madder underline underline-offset-4"
                    >
                      Load the screenshot again
                    </button>
                  )}
                </div>
              ) : (
                // The signed link works for a few minutes only; an expired one fails to load and says so.
                <img
                  src={url}
                  alt={alt}
                  className={
                    zoomed ? 'max-w-none cursor-zoom-out' : 'max-h-[75dvh] w-auto cursor-zoom-in object-contain'
                  }
                  onClick={() => setZoomed((z) => !z)}
                  onError={() => setFailedUrl(url)}
                />
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
