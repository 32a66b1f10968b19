// The order modal of the Orders tab (SPEC §2; issue 5): tracking ID (copyable), customer or guest, where it goes, the
// payment with its screenshot and its deadline, the courier once shipped, items with pictures and what was charged (X1), status history
// with who and when; a cancelled paid order's refund (marked sent by staff who confirm payments); and, for staff who may
// change orders, status, payment, deadline and assignee forms. A worker sees the same
// order with no controls (DECISIONS X3: the server refuses them anyway).
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import { deadlineTime } from '../../../../domain/payment-deadline.ts';
import {
  AdminSheet,
  CustomerFacts,
  DetailSection as Section,
  Fact,
  WorkerAssignForm,
  type WorkersState,
} from '../kit/index.ts';
import {
  orderStatusMessage,
  PaymentBadge,
  RecordSheetHeader,
  ResendMailButtons,
  StatusHistory,
  WhatsappShopperLink,
} from '../records/index.ts';
import {
  type FullOrder,
  OrderItems,
  PlacedOrderAmounts,
  ScreenshotViewer,
  ShipmentDetails,
  StatusBadge,
} from '../../orders/index.ts';
import { ProofCheckPanel, useOrderProofCheck } from '../proof-check/index.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import { DeadlineForm } from './deadline-form.tsx';
import { PaymentForm } from './payment-form.tsx';
import { OrderRefund } from './order-refund.tsx';
import { ReplacedScreenshots } from './replaced-screenshots.tsx';
import { StatusForm } from './status-form.tsx';

export interface OrderPermissions {
  /** orders:update: status and assignee. */
  updateOrders: boolean;
  /** payments:update: the payment status and its deadline. */
  updatePayments: boolean;
  /** messages:manage: the customer's emails sent again. */
  sendMail: boolean;
}

interface OrderDetailDialogProps {
  order: FullOrder | null;
  can: OrderPermissions;
  workers: WorkersState;
  onClose(): void;
  /** A change went through: the answer is the order as it is now. */
  onSaved(order: FullOrder): void;
  /** The screenshot's short-lived link expired: fetch the order again for a fresh one. */
  onRefresh(): void;
}

function OrderFacts({ order, showAssignee }: { order: FullOrder; showAssignee: boolean }) {
  return (
    <CustomerFacts
      contact={order.contact}
      user={order.user}
      address={order.shippingAddress}
      guestNote="Guest checkout"
      phoneAction={<WhatsappShopperLink phone={order.contact.phoneNumber} message={orderStatusMessage(order)} />}
    >
      {showAssignee && <Fact label="Assigned worker">{order.assignedTo?.name ?? 'Nobody yet'}</Fact>}
    </CustomerFacts>
  );
}

export function OrderDetailDialog({ order, can, workers, onClose, onSaved, onRefresh }: OrderDetailDialogProps) {
  const manages = can.updateOrders || can.updatePayments;
  // What the check of the screenshot found: for staff who confirm payments, beside the screenshot and in the question
  // asked before marking it paid.
  const proof = useOrderProofCheck(order, can.updatePayments && Boolean(order?.paymentDetails.screenshot));
  const check = order && proof.data ? proof.data.check : null;
  return (
    <AdminSheet open={!!order} onClose={onClose} widthClass="sm:w-[min(94vw,64rem)]">
      {order && (
        <>
          <RecordSheetHeader
            kind="Order"
            reference={order.trackingId}
            copyLabel="Copy tracking ID"
            testIds={{ reference: 'order-tracking-id', status: 'order-modal-status' }}
            status={<StatusBadge status={order.status} />}
            payments={<PaymentBadge status={order.paymentDetails.status} />}
            createdAt={order.createdAt}
          />

          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            <div
              className={`grid gap-4 ${manages ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : 'lg:grid-cols-[minmax(0,1fr)_18rem]'} lg:items-start`}
            >
              <div className="min-w-0 space-y-4">
                <Section title="Customer and delivery">
                  <OrderFacts order={order} showAssignee={!can.updateOrders} />
                </Section>
                <Section title="Payment">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-ink">
                      {PAYMENT_METHOD_LABELS[order.paymentDetails.method]} ·{' '}
                      <PaymentBadge status={order.paymentDetails.status} />
                    </p>
                    {order.paymentDetails.screenshot ? (
                      <ScreenshotViewer
                        url={order.paymentDetails.screenshot}
                        alt="Customer payment screenshot"
                        expected={{ what: 'Order total', amount: order.totalAmount }}
                        onExpired={onRefresh}
                      />
                    ) : (
                      <p className="text-sm text-madder">No payment screenshot received yet.</p>
                    )}
                  </div>
                  {order.paymentDetails.screenshot && <ProofCheckPanel check={check} />}
                  <ReplacedScreenshots
                    screenshots={order.paymentDetails.replacedScreenshots ?? []}
                    onExpired={onRefresh}
                  />
                  {order.paymentDeadline && (
                    <p className="mt-3 text-sm text-muted" data-testid="payment-deadline">
                      Cancelled automatically unless paid by{' '}
                      <span className="font-medium text-ink">{deadlineTime(order.paymentDeadline.dueAt)}</span> (
                      {order.paymentDeadline.hours} hours after placing).
                    </p>
                  )}
                </Section>
                {order.refund && (
                  <OrderRefund
                    key={order._id}
                    order={{ ...order, refund: order.refund }}
                    canMark={can.updatePayments}
                    onSaved={onSaved}
                  />
                )}
                <ShipmentDetails order={order} />
                <Section title={`Items (${order.itemCount})`}>
                  <OrderItems items={order.items} />
                  <div className="mt-4 border-t border-linen pt-4">
                    <PlacedOrderAmounts order={order} />
                  </div>
                </Section>
              </div>

              <div className="min-w-0 space-y-4">
                {manages && (
                  // Keyed by order: another order opened starts from its own values, not the last one's drafts.
                  // Payment first: staff check the transfer before they move the order along.
                  <Section key={order._id} title="Manage order">
                    <div className="space-y-5 *:not-first:border-t *:not-first:border-linen *:not-first:pt-5">
                      {can.updatePayments && (
                        <PaymentForm order={order} proofFlags={check?.flags ?? []} onSaved={onSaved} />
                      )}
                      {can.updatePayments && order.paymentDeadline && <DeadlineForm order={order} onSaved={onSaved} />}
                      {can.updateOrders && <StatusForm order={order} onSaved={onSaved} />}
                      {can.updateOrders && (
                        <WorkerAssignForm
                          record={order}
                          path={`/orders/${order._id}/assignee`}
                          workers={workers}
                          failedText={ORDER_ALERTS.assignFailed}
                          doneText={(o) => ORDER_ALERTS.assignDone(o.trackingId, o.assignedTo?.name ?? null)}
                          onSaved={onSaved}
                        />
                      )}
                    </div>
                  </Section>
                )}
                {can.sendMail && (
                  <Section title="Email the customer">
                    <ResendMailButtons key={order._id} record="order" id={order._id} />
                  </Section>
                )}
                <Section title="Status history">
                  <StatusHistory history={order.statusHistory} labels={ORDER_STATUS_LABELS} />
                </Section>
              </div>
            </div>
          </div>
        </>
      )}
    </AdminSheet>
  );
}
