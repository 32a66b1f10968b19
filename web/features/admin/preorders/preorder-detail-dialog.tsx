// The preorder modal of the Preorders tab (SPEC §2; issue 13): preorder ID (copyable), customer or guest, where it
// goes, items and amounts, both payments with every screenshot, the progress photos, and the history of every change
// with who and when; and, for staff whose role allows each (domain/permissions.ts), the status, delivery charge,
// payments, timeline, notes, photos and cancel. A worker sees the same preorder without controls (the server refuses
// them anyway).
import { formatPkr } from '../../../../domain/money.ts';
import { PREORDER_STATUS_LABELS } from '../../../../domain/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { OrderItems } from '../../orders/index.ts';
import { AdminSheet, CustomerFacts, DetailSection, Fact, WorkerAssignForm, type WorkersState } from '../kit/index.ts';
import {
  preorderStatusMessage,
  RecordSheetHeader,
  ResendMailButtons,
  StatusHistory,
  WhatsappShopperLink,
} from '../records/index.ts';
import { CancelPreorder } from './cancel-preorder.tsx';
import { DeliveryChargeForm } from './delivery-charge-form.tsx';
import { NotesForm } from './notes-form.tsx';
import { PreorderPaymentBadge, PreorderStatusBadge } from './preorder-badges.tsx';
import { usePreorderProofChecks } from '../proof-check/index.ts';
import { PreorderPaymentSection } from './preorder-payment.tsx';
import { PREORDER_ALERTS } from './preorder-messages.ts';
import { PreorderStatusForm } from './preorder-status-form.tsx';
import { PreorderWorkshop } from './preorder-workshop.tsx';
import { ProgressPhotos } from './progress-photos.tsx';
import { dayOf, TIMELINE_LABELS } from './timeline-dates.ts';
import { TimelineForm } from './timeline-form.tsx';

export interface PreorderPermissions {
  /** preorders:update: status, delivery charge, timeline, cancel. */
  updatePreorders: boolean;
  /** payments:update: each payment's status. */
  updatePayments: boolean;
  /** notes:update. */
  updateNotes: boolean;
  /** progress-images:update. */
  updateImages: boolean;
  /** messages:manage: the customer's emails sent again. */
  sendMail: boolean;
  /** workshop:read: the job cards the workshop made for it (issue 30). */
  readWorkshop: boolean;
}

interface PreorderDetailDialogProps {
  preorder: PreorderView | null;
  can: PreorderPermissions;
  /** The artisans it can be assigned to (loaded for those who may assign). */
  workers: WorkersState;
  onClose(): void;
  /** A change went through: the answer is the preorder as it is now. */
  onSaved(preorder: PreorderView): void;
  /** A screenshot's short-lived link expired: fetch the preorder again for fresh ones. */
  onRefresh(): void;
}

function Amounts({ preorder }: { preorder: PreorderView }) {
  const rows: [string, string][] = [
    ['Subtotal', formatPkr(preorder.originalAmount)],
    ['Deposit (50%)', formatPkr(preorder.initialPayment.amount ?? 0)],
    ['Delivery', preorder.deliveryCharges.amount === null ? 'Not set yet' : formatPkr(preorder.deliveryCharges.amount)],
    [
      'Final payment',
      preorder.finalPayment.amount === null ? 'To be confirmed' : formatPkr(preorder.finalPayment.amount),
    ],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular-nums text-ink">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-linen pt-2 font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">
          {preorder.totalAmount === null ? 'To be confirmed' : formatPkr(preorder.totalAmount)}
        </dd>
      </div>
    </dl>
  );
}

/** For staff who may not change them: the dates and the notes as they stand. */
function ReadOnlyDiary({ preorder }: { preorder: PreorderView }) {
  const { estimatedTimeline: est, timeline: actual, adminNotes: notes } = preorder;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {(Object.keys(TIMELINE_LABELS) as (keyof typeof TIMELINE_LABELS)[]).map((f) => (
        <Fact key={f} label={`${TIMELINE_LABELS[f]} (estimated)`}>
          {dayOf(est[f])}
        </Fact>
      ))}
      <Fact label="Production started">{dayOf(actual.productionStart) || 'Not yet'}</Fact>
      <Fact label="Ready for delivery">{dayOf(actual.readyForDelivery) || 'Not yet'}</Fact>
      <Fact label="Production notes">{notes.production || 'None'}</Fact>
      <Fact label="Delivery notes">{notes.delivery || 'None'}</Fact>
      {notes.general !== null && <Fact label="General notes (staff only)">{notes.general || 'None'}</Fact>}
    </dl>
  );
}

export function PreorderDetailDialog({
  preorder,
  can,
  workers,
  onClose,
  onSaved,
  onRefresh,
}: PreorderDetailDialogProps) {
  const manages = can.updatePreorders;
  // What the checks of the payment screenshots found: for staff who confirm payments.
  const proof = usePreorderProofChecks(preorder, can.updatePayments);
  const checks = (preorder && proof.data?.checks) || [];
  return (
    <AdminSheet open={!!preorder} onClose={onClose} widthClass="sm:w-[min(94vw,68rem)]" keepOnOutsideClick>
      {preorder && (
        <>
          <RecordSheetHeader
            kind="Preorder"
            reference={preorder.preorderId}
            copyLabel="Copy preorder ID"
            testIds={{ reference: 'preorder-id', status: 'preorder-modal-status' }}
            status={<PreorderStatusBadge status={preorder.status} />}
            payments={
              <>
                <PreorderPaymentBadge label="Deposit" status={preorder.initialPayment.status} />
                <PreorderPaymentBadge label="Final" status={preorder.finalPayment.status} />
              </>
            }
            createdAt={preorder.createdAt}
          />

          {/* Keyed by preorder: another one opened starts from its own values, not the last one's drafts. */}
          <div key={preorder._id} className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
              <div className="min-w-0 space-y-4">
                <DetailSection title="Customer and delivery">
                  <CustomerFacts
                    contact={preorder.contact}
                    user={preorder.user}
                    address={preorder.shippingAddress}
                    guestNote={preorder.orderType === 'guest' ? 'Guest preorder' : 'No account'}
                    phoneAction={
                      <WhatsappShopperLink
                        phone={preorder.contact.phoneNumber}
                        message={preorderStatusMessage(preorder)}
                      />
                    }
                  />
                </DetailSection>
                <DetailSection title={`Items (${preorder.itemCount})`}>
                  <OrderItems items={preorder.items} />
                  <div className="mt-4 border-t border-linen pt-4">
                    <Amounts preorder={preorder} />
                  </div>
                </DetailSection>
                <PreorderPaymentSection
                  preorder={preorder}
                  payment="initial"
                  canUpdate={can.updatePayments}
                  checks={checks}
                  onSaved={onSaved}
                  onRefresh={onRefresh}
                />
                <PreorderPaymentSection
                  preorder={preorder}
                  payment="final"
                  canUpdate={can.updatePayments}
                  checks={checks}
                  onSaved={onSaved}
                  onRefresh={onRefresh}
                />
                {can.readWorkshop && (
                  <DetailSection title="Workshop">
                    <PreorderWorkshop preorder={preorder} canMove={manages} onSaved={onSaved} />
                  </DetailSection>
                )}
                {!manages && preorder.assignedTo && (
                  <DetailSection title="Assigned worker">
                    <p className="text-sm text-ink">{preorder.assignedTo.name}</p>
                  </DetailSection>
                )}
                <DetailSection title="Product images">
                  <ProgressPhotos preorder={preorder} canUpdate={can.updateImages} onSaved={onSaved} />
                </DetailSection>
              </div>

              <div className="min-w-0 space-y-4">
                {manages && (
                  <DetailSection title="Status">
                    <div className="space-y-4">
                      <PreorderStatusForm preorder={preorder} onSaved={onSaved} />
                      <div className="border-t border-linen pt-3">
                        <WorkerAssignForm
                          record={preorder}
                          path={`/preorders/${preorder._id}/assignee`}
                          workers={workers}
                          failedText={PREORDER_ALERTS.assignFailed}
                          doneText={PREORDER_ALERTS.assignDone}
                          onSaved={onSaved}
                        />
                      </div>
                      <div className="border-t border-linen pt-3">
                        <CancelPreorder preorder={preorder} onSaved={onSaved} />
                      </div>
                    </div>
                  </DetailSection>
                )}
                {manages && (
                  <DetailSection title="Delivery charges">
                    <DeliveryChargeForm preorder={preorder} onSaved={onSaved} />
                  </DetailSection>
                )}
                {manages && (
                  <DetailSection title="Timeline">
                    <TimelineForm preorder={preorder} onSaved={onSaved} />
                  </DetailSection>
                )}
                {can.updateNotes && (
                  <DetailSection title="Admin notes">
                    <NotesForm preorder={preorder} onSaved={onSaved} />
                  </DetailSection>
                )}
                {!manages && !can.updateNotes && (
                  <DetailSection title="Timeline and notes">
                    <ReadOnlyDiary preorder={preorder} />
                  </DetailSection>
                )}
                {can.sendMail && (
                  <DetailSection title="Email the customer">
                    <ResendMailButtons key={preorder._id} record="preorder" id={preorder._id} />
                  </DetailSection>
                )}
                <DetailSection title="History">
                  <StatusHistory history={preorder.statusHistory} labels={PREORDER_STATUS_LABELS} />
                </DetailSection>
              </div>
            </div>
          </div>
        </>
      )}
    </AdminSheet>
  );
}
