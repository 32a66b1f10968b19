// What a tracking-ID holder sees of a payment screenshot sent from another browser (DECISIONS D21): that it arrived and
// when, never the receipt itself, which carries the payer's name and account.
import { orderDate } from '../../lib/order-dates.ts';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';

export function ScreenshotReceived({ at }: { at: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink" data-testid="screenshot-received">
      <CheckCircle2 className="h-4 w-4 shrink-0 text-leaf" aria-hidden />
      Screenshot received on {orderDate(at)}
    </p>
  );
}
