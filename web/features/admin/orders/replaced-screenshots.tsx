// The payment screenshots an order had before its current one (issue 11): each marked 'Replaced' with when and by whom,
// and viewable like the current one, so staff checking a payment see everything the shopper sent.
import { orderDateTime } from '../../../lib/order-dates.ts';
import { type FullOrder, ScreenshotViewer } from '../../orders/index.ts';

export function ReplacedScreenshots({
  screenshots,
  onExpired,
}: {
  screenshots: NonNullable<FullOrder['paymentDetails']['replacedScreenshots']>;
  onExpired: () => void;
}) {
  if (screenshots.length === 0) return null;
  return (
    <div className="mt-4 border-t border-linen pt-3">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Earlier screenshots</h4>
      <ul className="mt-2 space-y-2">
        {screenshots.map((shot, i) => (
          <li key={shot.replacedAt + i} className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink">
              <span className="mr-2 rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-ink">Replaced</span>
              {orderDateTime(shot.replacedAt)} by {shot.replacedBy}
            </p>
            <ScreenshotViewer
              url={shot.url}
              alt={`Payment screenshot replaced ${orderDateTime(shot.replacedAt)}`}
              label="View replaced screenshot"
              onExpired={onExpired}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
