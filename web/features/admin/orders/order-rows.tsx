// The order list in its two shapes (record-rows.tsx: a table on md+ screens, cards on phones), with what is the
// orders' own: the total, the payment status and method, the status and who has the order.
import { formatPkr } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/orders.ts';
import { type FullOrder, StatusBadge } from '../../orders/index.ts';
import { PaymentBadge, RecordCards, RecordTable } from '../records/index.ts';
import { ProofFlag } from '../proof-check/index.ts';

interface OrderRowsProps {
  orders: FullOrder[];
  /** The orders whose payment proof's check needs a closer look (issue 20). */
  proofFlagged: ReadonlySet<string>;
  onOpen(order: FullOrder): void;
}

const reference = (order: FullOrder) => order.trackingId;
const viewLabel = (order: FullOrder) => `View order ${order.trackingId}`;
const total = (order: FullOrder) => formatPkr(order.totalAmount);

export function OrderRows({ orders, proofFlagged, onOpen }: OrderRowsProps) {
  return (
    <>
      <RecordTable
        records={orders}
        onOpen={onOpen}
        reference={reference}
        viewLabel={viewLabel}
        amount={total}
        testId="order-row"
        caption="Orders, newest first"
        headings={{ reference: 'Order', amount: 'Total', payment: 'Payment' }}
        itemCount={(order) => order.itemCount}
        payment={(order) => (
          <>
            <PaymentBadge status={order.paymentDetails.status} />
            {proofFlagged.has(order._id) && (
              <p className="mt-1">
                <ProofFlag />
              </p>
            )}
            <p className="mt-1 hidden text-xs text-muted xl:block">
              {PAYMENT_METHOD_LABELS[order.paymentDetails.method]}
            </p>
          </>
        )}
        status={(order) => (
          <>
            <StatusBadge status={order.status} />
            {order.assignedTo && (
              <p className="mt-1 hidden text-xs text-muted xl:block">With {order.assignedTo.name}</p>
            )}
          </>
        )}
      />
      <RecordCards
        records={orders}
        onOpen={onOpen}
        reference={reference}
        viewLabel={viewLabel}
        amount={total}
        testId="order-card"
        label="Orders"
        badges={(order) => (
          <>
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentDetails.status} />
            {proofFlagged.has(order._id) && <ProofFlag />}
          </>
        )}
      />
    </>
  );
}
