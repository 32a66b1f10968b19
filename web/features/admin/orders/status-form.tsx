// The order modal's status change (SPEC §4: any status, no transition rule) with an optional message for the
// customer's email, and, for 'shipped', the courier and consignment number the shopper's tracking page links to.
// Checked with the API's own schema first, so a wrong consignment number is explained beside its field.
import { useId, useState, type FormEvent } from 'react';
import { COURIERS, type Courier } from '../../../../domain/couriers.ts';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders.ts';
import { statusUpdateSchema } from '../../../../domain/schemas/orders.ts';
import type { FullOrder } from '../../orders/order-types.ts';
import { ChangeSubmit } from '../change-feedback.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import { CustomerMessageField, StatusSelect } from '../status-fields.tsx';
import { useRecordChange } from '../use-record-change.ts';

type FieldErrors = Partial<Record<'courier' | 'consignmentNumber' | 'message', string>>;

export function StatusForm({ order, onSaved }: { order: FullOrder; onSaved(order: FullOrder): void }) {
  const uid = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [courier, setCourier] = useState<Courier | ''>(order.courier ?? '');
  const [consignment, setConsignment] = useState(order.consignmentNumber ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useRecordChange<FullOrder>(onSaved);

  const shipping = status === 'shipped';
  // The server records a courier only with one chosen; a new number or courier on a shipped order corrects them.
  const shipmentChanged =
    shipping &&
    courier !== '' &&
    (courier !== order.courier || (consignment.trim() || null) !== order.consignmentNumber);
  const changed = status !== order.status || shipmentChanged;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      status,
      ...(message.trim() && { message: message.trim() }),
      ...(shipping && courier && { courier }),
      ...(shipping && consignment.trim() && { consignmentNumber: consignment.trim() }),
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
        statusChanged ? ORDER_ALERTS.statusDone(o.trackingId, o.status) : ORDER_ALERTS.courierDone(o.trackingId),
    });
    if (saved) setMessage('');
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
        <div className="grid gap-3 rounded-lg border border-linen bg-sand/40 p-3 sm:grid-cols-2 lg:grid-cols-1">
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
              value={consignment}
              disabled={change.busy}
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
        <ChangeSubmit change={change} label="Update status" busyLabel="Updating…" disabled={!changed} />
      </div>
    </form>
  );
}
