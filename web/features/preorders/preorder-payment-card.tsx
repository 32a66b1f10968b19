// One of a preorder's two payments (DECISIONS D13) on /preorders: what it is, its amount (the final one 'To be
// confirmed' until the delivery charge is set), its status and screenshots, how to pay while it is due, and adding a
// screenshot while the shop still takes them (a paid payment's screenshots are frozen).
import { formatPkr } from '../../../domain/money.ts';
import { PREORDER_PAYMENT_LABELS, preorderAmounts, type PreorderPayment } from '../../../domain/preorders.ts';
import type { PreorderPaymentView } from '../../../domain/schemas/preorder-views.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { ScreenshotReceived, ScreenshotViewer, ShopAccount } from '../orders/index.ts';
import { paymentStatusLabel, screenshotUpload, type PreorderDisplay } from './preorder-display.ts';
import { PreorderScreenshotUpload } from './preorder-screenshot-upload.tsx';

const STATUS_TONE: Record<PreorderPaymentView['status'], string> = {
  pending: 'bg-gold/15 text-ink',
  paid: 'bg-leaf/10 text-leaf',
  failed: 'bg-madder/10 text-madder',
};

/** The other half of the pieces, before the delivery charge is known (D13). */
function balanceBeforeDelivery(originalAmount: number): number {
  return originalAmount - preorderAmounts(originalAmount, null).payNow;
}

const BY = { bank: 'bank transfer', easypaisa: 'Easypaisa transfer' } as const;

interface PreorderPaymentCardProps {
  preorder: PreorderDisplay;
  payment: PreorderPayment;
  onReload: () => void;
}

export function PreorderPaymentCard({ preorder, payment, onReload }: PreorderPaymentCardProps) {
  const shown = payment === 'initial' ? preorder.initialPayment : preorder.finalPayment;
  const { amount, status, screenshots } = shown;
  const upload = screenshotUpload(preorder, payment);
  const method = preorder.paymentDetails.method;
  const due = upload.state === 'open' && amount !== null;
  const sent = screenshots.length > 0;
  return (
    <section
      aria-labelledby={`${payment}-payment-heading`}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${due ? 'border-gold/60' : 'border-linen'}`}
      data-testid={`${payment}-payment`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${payment}-payment-heading`} className="font-sans text-base font-semibold">
          {PREORDER_PAYMENT_LABELS[payment]}
        </h3>
        <span
          className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] ${STATUS_TONE[status]}`}
          data-testid={`${payment}-payment-status`}
        >
          {paymentStatusLabel(shown)}
        </span>
      </div>
      {amount === null ? (
        <div className="mt-3">
          <p className="font-display text-2xl" data-testid={`${payment}-payment-amount`}>
            To be confirmed
          </p>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            {formatPkr(balanceBeforeDelivery(preorder.originalAmount))} plus delivery. We set the delivery charge when
            your piece is ready and email you the exact amount to pay.
          </p>
        </div>
      ) : (
        <p className="mt-3 font-display text-2xl" data-testid={`${payment}-payment-amount`}>
          {formatPkr(amount)}
        </p>
      )}
      {payment === 'final' && preorder.deliveryCharges.amount !== null && (
        <p className="mt-1 text-sm text-muted">
          Includes delivery of {formatPkr(preorder.deliveryCharges.amount)}
          {preorder.deliveryCharges.notes ? ` (${preorder.deliveryCharges.notes})` : ''}.
        </p>
      )}

      {screenshots.length > 0 && (
        <div className="mt-5">
          <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Your screenshots</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {screenshots.map((shot, i) => (
              <li key={`${shot.addedAt}-${i}`}>
                {shot.url ? (
                  <ScreenshotViewer
                    url={shot.url}
                    onExpired={onReload}
                    label={`Screenshot ${i + 1} · ${orderDate(shot.addedAt)}`}
                  />
                ) : (
                  // Sent from another browser: only when it arrived (D21).
                  <ScreenshotReceived at={shot.addedAt} />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {due && (
        <div className="mt-5 space-y-3 rounded-xl bg-sand/50 p-4">
          <p className="text-sm leading-relaxed">
            {sent ? 'You sent' : 'Please send'} <strong className="font-semibold">{formatPkr(amount)}</strong>{' '}
            (Pakistani rupees) by {BY[method]} to:
          </p>
          <ShopAccount method={method} />
          <p className="text-xs leading-relaxed text-muted">
            {sent
              ? 'We have your screenshot and confirm payments within 24 hours. Sent it in two parts? Add the other below.'
              : 'Then upload a screenshot of the payment below. We confirm payments within 24 hours.'}
          </p>
        </div>
      )}

      <div className="mt-5">
        {upload.state === 'open' ? (
          <PreorderScreenshotUpload
            preorderId={preorder.preorderId}
            payment={payment}
            hasScreenshots={screenshots.length > 0}
            onAdded={onReload}
          />
        ) : (
          <p className="flex gap-2 text-sm leading-relaxed text-muted" data-testid={`${payment}-payment-note`}>
            {status === 'paid' && <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-leaf" aria-hidden />}
            {upload.note}
          </p>
        )}
      </div>
    </section>
  );
}
