// The order modal's refund (issue 28 item 7): a cancelled paid order's money owed back, with how, since when and staff's
// note; once sent, when, by whom and the reference. Staff who confirm payments mark it refunded here (POST
// /orders/{id}/refund), with the transfer's reference if they have one; the shopper is emailed.
import { useId, useState, type FormEvent } from 'react';
import { REFUND_METHOD_PHRASES } from '../../../../domain/orders.ts';
import type { RefundView } from '../../../../domain/schemas/order-views.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { type FullOrder, RefundLine } from '../../orders/index.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit, DetailSection as Section, Fact, useRecordChange } from '../kit/index.ts';
import { ORDER_ALERTS } from './order-messages.ts';

interface OrderRefundProps {
  order: FullOrder & { refund: RefundView };
  /** payments:update: may mark it refunded. */
  canMark: boolean;
  onSaved(order: FullOrder): void;
}

export function OrderRefund({ order, canMark, onSaved }: OrderRefundProps) {
  const uid = useId();
  const { refund } = order;
  const [reference, setReference] = useState('');
  const change = useRecordChange<FullOrder>(onSaved);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await change.send(
      `/orders/${order._id}/refund`,
      reference.trim() ? { reference: reference.trim() } : {},
      { failed: ORDER_ALERTS.refundFailed, done: (o) => ORDER_ALERTS.refundDone(o.trackingId, o.contact.email !== '') },
      'POST',
    );
  }

  return (
    <Section title="Refund">
      <RefundLine refund={refund} />
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Due since">{orderDateTime(refund.dueAt)}</Fact>
        <Fact label="Refund by">
          <span className="first-letter:uppercase">{REFUND_METHOD_PHRASES[refund.method]}</span>
        </Fact>
        {refund.note && <Fact label="Note">{refund.note}</Fact>}
        {refund.refundedAt && (
          <Fact label="Marked refunded">
            {orderDateTime(refund.refundedAt)} by {refund.refundedBy}
          </Fact>
        )}
        {refund.reference && <Fact label="Reference">{refund.reference}</Fact>}
      </dl>
      {canMark && !refund.refundedAt && (
        <form
          onSubmit={(e) => void submit(e)}
          aria-label="Mark refunded"
          className="mt-4 space-y-3 border-t border-linen pt-4"
        >
          <div>
            <label htmlFor={`${uid}-reference`} className={LABEL}>
              Transfer reference (optional)
            </label>
            <input
              id={`${uid}-reference`}
              value={reference}
              maxLength={100}
              autoComplete="off"
              disabled={change.busy}
              onChange={(e) => setReference(e.target.value)}
              className={`${CONTROL} mt-1`}
            />
          </div>
          <ChangeSubmit change={change} label="Mark refunded" busyLabel="Saving…" />
        </form>
      )}
      {refund.refundedAt && change.notice && <p className="mt-3 text-sm text-leaf">{change.notice}</p>}
    </Section>
  );
}
