// The order modal's status change (SPEC §4: any status, no transition rule) with an optional message for the
// customer's email, and, for 'shipped', in the same step, the courier and consignment number the shopper's email and
// tracking page link to, or an explicit 'No tracking number' (issue 17). Checked with the API's own schema first, so a
// missing or wrong consignment number is explained beside its field. Cancelling a paid order asks for its refund first
// (refund-cancel-dialog.tsx).
import { useId, useState, type FormEvent } from 'react';
import { COURIERS, type Courier } from '../../../../domain/couriers.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../../domain/order-messages.ts';
import { statusUpdateSchema, type RefundDue } from '../../../../domain/schemas/orders.ts';
import type { FullOrder } from '../../orders/index.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import { CustomerMessageField, StatusSelect } from '../records/index.ts';
import { RefundCancelDialog } from './refund-cancel-dialog.tsx';

type FieldErrors = Partial<Record<'courier' | 'consignmentNumber' | 'message', string>>;

export function StatusForm({ order, onSaved }: { order: FullOrder; onSaved(order: FullOrder): void }) {
  const uid = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [courier, setCourier] = useState<Courier | ''>(order.courier ?? '');
  const [consignment, setConsignment] = useState(order.consignmentNumber ?? '');
  const [noTracking, setNoTracking] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useRecordChange<FullOrder>(onSaved);
  const [askingRefund, setAskingRefund] = useState(false);
  // The money of a paid order goes back: its cancel is confirmed with the refund's amount and method.
  const cancelsPaid = status === 'cancelled' && order.status !== 'cancelled' && order.paymentDetails.status === 'paid';

  const shipping = status === 'shipped';
  // The server records a courier only with one chosen; a new number or courier on a shipped order corrects them.
  const shipmentChanged =
    shipping &&
    courier !== '' &&
    (courier !== order.courier || ((!noTracking && consignment.trim()) || null) !== order.consignmentNumber);
  const changed = status !== order.status || shipmentChanged;

  async function submit(e: FormEvent | null, refund?: RefundDue) {
    e?.preventDefault();
    if (cancelsPaid && !refund) {
      setAskingRefund(true);
      return;
    }
    const body = {
      status,
      ...(refund && { refund }),
      ...(message.trim() && { message: message.trim() }),
      ...(shipping && courier && { courier }),
      ...(shipping && !noTracking && consignment.trim() && { consignmentNumber: consignment.trim() }),
      ...(shipping && noTracking && { noTracking: true as const }),
    };
    const parsed = statusUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const statusChanged = status !== order.status;
    const saved = await change.send(`/orders/${order._id}/status`, parsed.data, {
      failed: ORDER_ALERTS.statusFailed,
      done: (o) =>
        statusChanged
          ? ORDER_ALERTS.statusDone(o.trackingId, o.status, o.contact.email !== '')
          : ORDER_ALERTS.courierDone(o.trackingId, o.contact.email !== ''),
    });
    if (saved) {
      setMessage('');
      setAskingRefund(false);
    }
  }

  const fieldError = (name: keyof FieldErrors) =>
    errors[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1.5 text-sm text-madder">
        {errors[name]}
      </p>
    );
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? `${uid}-${name}-error` : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Change order status" noValidate className="space-y-3">
      <StatusSelect
        id={`${uid}-status`}
        label="Order status"
        statuses={ORDER_STATUSES}
        labels={ORDER_STATUS_LABELS}
        value={status}
        disabled={change.busy}
        onChange={setStatus}
      />

      {shipping && (
        <fieldset className="rounded-lg border border-linen bg-sand/40 p-3" aria-describedby={`${uid}-tracking-hint`}>
          <legend className="px-1 text-sm font-semibold text-ink">Tracking for the customer</legend>
          <p id={`${uid}-tracking-hint`} className="text-xs text-muted">
            Sent in the same email as the news that it shipped.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <label htmlFor={`${uid}-courier`} className={LABEL}>
                Courier
              </label>
              <select
                id={`${uid}-courier`}
                value={courier}
                disabled={change.busy}
                aria-invalid={errors.courier ? true : undefined}
                aria-describedby={describedBy('courier')}
                onChange={(e) => setCourier(e.target.value as Courier | '')}
                className={`${CONTROL} mt-1`}
              >
                <option value="">Choose a courier</option>
                {COURIERS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              {fieldError('courier')}
            </div>
            <div>
              <label htmlFor={`${uid}-consignment`} className={LABEL}>
                Consignment number
              </label>
              <input
                id={`${uid}-consignment`}
                value={noTracking ? '' : consignment}
                disabled={change.busy || noTracking}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                aria-invalid={errors.consignmentNumber ? true : undefined}
                aria-describedby={describedBy('consignmentNumber')}
                onChange={(e) => setConsignment(e.target.value)}
                className={`${CONTROL} mt-1 font-mono`}
              />
              {fieldError('consignmentNumber')}
            </div>
          </div>
          <label className="mt-3 flex min-h-10 cursor-pointer items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={noTracking}
              disabled={change.busy}
              onChange={(e) => setNoTracking(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
            />
            <span>
              No tracking number
              <span className="block text-xs text-muted">
                A rider or hand delivery. Add it later and the customer is emailed the tracking details.
              </span>
            </span>
          </label>
        </fieldset>
      )}

      <CustomerMessageField
        id={`${uid}-message`}
        value={message}
        disabled={change.busy}
        placeholder={ORDER_MESSAGES.statusEmail(status)}
        error={errors.message}
        onChange={setMessage}
      />

      <div>
        <ChangeSubmit
          change={askingRefund ? { ...change, failure: null } : change}
          label={cancelsPaid ? 'Cancel and refund…' : 'Update status'}
          busyLabel="Updating…"
          disabled={!changed}
        />
      </div>
      {cancelsPaid && (
        <RefundCancelDialog
          order={order}
          open={askingRefund}
          busy={change.busy}
          failure={change.failure}
          onCancel={() => setAskingRefund(false)}
          onConfirm={(refund) => void submit(null, refund)}
        />
      )}
    </form>
  );
}
