// One of a preorder's two payments in its modal (D13): the amount expected, its status, every screenshot the shopper
// sent (viewable at full size with the amount expected beside it, to check the transfer's figures), and, for staff who
// may confirm payments, a screenshot the customer sent by WhatsApp and the status select. The final payment has no
// amount until the delivery charge is set.
import { formatPkr } from '../../../../domain/money.ts';
import { PREORDER_PAYMENT_LABELS, type PreorderPayment } from '../../../../domain/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import type { ProofCheckView } from '../../../../domain/schemas/proof-check-views.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { ScreenshotViewer } from '../../orders/index.ts';
import { PreorderScreenshotUpload, type ScreenshotUploadWording } from '../../preorders/index.ts';
import { DetailSection, useRecordChange } from '../kit/index.ts';
import { ProofCheckPanel } from '../proof-check/index.ts';
import { PaymentStatusForm } from '../records/index.ts';
import { PreorderPaymentBadge } from './preorder-badges.tsx';
import { PREORDER_ALERTS } from './preorder-messages.ts';

interface PreorderPaymentProps {
  preorder: PreorderView;
  payment: PreorderPayment;
  canUpdate: boolean;
  /** What the checks of the preorder's screenshots found (both payments'; empty for staff who do not see them). */
  checks: readonly ProofCheckView[];
  onSaved(preorder: PreorderView): void;
  onRefresh(): void;
}

/** A screenshot's check: the one of the same file (its link without the signature). */
const checkOf = (checks: readonly ProofCheckView[], url: string) => checks.find((c) => c.file === url.split('?')[0]);

const WORD: Record<PreorderPayment, string> = { initial: 'Deposit', final: 'Final' };

/** Which payment a screenshot is for, as the viewer and the paid question name it. */
const WHICH: Record<PreorderPayment, string> = {
  initial: 'the deposit (50%)',
  final: 'the final payment (50% + delivery)',
};

/** Staff add the screenshot a customer sent by WhatsApp or email; the history records who added it. */
const STAFF_WORDING: ScreenshotUploadWording = {
  first: 'Add a screenshot the customer sent',
  another: 'Add another screenshot the customer sent',
  hint: 'From WhatsApp or email: it is kept with this payment, recorded with your name.',
  saving: 'Adding it to this payment…',
};

export function PreorderPaymentSection({
  preorder,
  payment,
  canUpdate,
  checks,
  onSaved,
  onRefresh,
}: PreorderPaymentProps) {
  const current = payment === 'initial' ? preorder.initialPayment : preorder.finalPayment;
  const expected = current.amount === null ? null : formatPkr(current.amount);
  return (
    <DetailSection title={PREORDER_PAYMENT_LABELS[payment]}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink">
          {expected ? (
            <>
              Expected <span className="font-semibold tabular-nums">{expected}</span>
            </>
          ) : (
            <span className="text-muted">Known once the delivery charge is set (50% + delivery).</span>
          )}
        </p>
        <PreorderPaymentBadge label={WORD[payment]} status={current.status} />
      </div>
      {current.screenshots.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No payment screenshot received yet.</p>
      ) : (
        <ul aria-label={`${WORD[payment]} screenshots`} className="mt-3 space-y-2">
          {current.screenshots.map((shot, i) => (
            <li
              key={`${shot.addedAt}-${i}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sand/40 px-3 py-2"
            >
              <p className="text-sm text-ink">
                Screenshot {i + 1}
                <span className="block text-xs text-muted">
                  {orderDateTime(shot.addedAt)} · {shot.addedBy}
                  {expected && <> · expected {expected}</>}
                </span>
              </p>
              {/* Staff always get the link; only a preorder-ID holder who did not send it gets none (D21). */}
              {shot.url && (
                <ScreenshotViewer
                  url={shot.url}
                  alt={`${WORD[payment]} payment screenshot ${i + 1}${expected ? `: expected ${expected}` : ''}`}
                  label={`View ${WORD[payment].toLowerCase()} screenshot ${i + 1}`}
                  expected={{ what: PREORDER_PAYMENT_LABELS[payment], amount: current.amount }}
                  onExpired={onRefresh}
                />
              )}
              <div className="w-full">
                <ProofCheckPanel check={(shot.url && checkOf(checks, shot.url)) || null} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {canUpdate && (
        <div className="mt-4 border-t border-linen pt-4">
          <PreorderScreenshotUpload
            preorderId={preorder._id}
            payment={payment}
            hasScreenshots={current.screenshots.length > 0}
            wording={STAFF_WORDING}
            onAdded={onRefresh}
          />
        </div>
      )}
      {canUpdate && (
        <PreorderPaymentForm
          preorder={preorder}
          payment={payment}
          proofFlags={checks.filter((c) => c.payment === payment).flatMap((c) => c.flags)}
          onSaved={onSaved}
        />
      )}
    </DetailSection>
  );
}

function PreorderPaymentForm({
  preorder,
  payment,
  proofFlags,
  onSaved,
}: {
  preorder: PreorderView;
  payment: PreorderPayment;
  proofFlags: readonly string[];
  onSaved(preorder: PreorderView): void;
}) {
  const change = useRecordChange<PreorderView>(onSaved);
  return (
    <PaymentStatusForm
      formLabel={`Change ${payment} payment status`}
      label={`${WORD[payment]} payment status`}
      saved={payment === 'initial' ? preorder.initialPayment.status : preorder.finalPayment.status}
      submitLabel="Save"
      className="mt-4 border-t border-linen pt-4"
      change={change}
      expected={{
        amount: payment === 'initial' ? preorder.initialPayment.amount : preorder.finalPayment.amount,
        what: WHICH[payment],
      }}
      proofFlags={[...new Set(proofFlags)]}
      onSend={(status) =>
        void change.send(
          `/preorders/${preorder._id}/${payment}-payment/status`,
          { status },
          {
            failed: PREORDER_ALERTS.paymentStatusFailed(payment),
            done: (p) => PREORDER_ALERTS.paymentDone(p, payment),
          },
        )
      }
    />
  );
}
