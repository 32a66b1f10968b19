// A cancelled paid order's refund in one line (issue 28 item 7), the same words for the shopper and for staff:
// 'Refund due: Rs 4,850 by bank transfer', then 'Refunded Rs 4,850 on 12 Mar 2026' once staff sent it.
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import type { RefundMethod } from '../../../domain/orders.ts';
import { orderDate } from '../../lib/order-dates.ts';

export interface RefundLineProps {
  refund: { amount: number; method: RefundMethod; refundedAt: string | null };
  className?: string;
}

export function RefundLine({ refund, className = '' }: RefundLineProps) {
  const sent = refund.refundedAt !== null;
  return (
    <p data-testid="refund-line" className={`text-sm font-semibold ${sent ? 'text-leaf' : 'text-madder'} ${className}`}>
      {sent
        ? ORDER_MESSAGES.refundedLine(refund.amount, orderDate(refund.refundedAt!))
        : ORDER_MESSAGES.refundDueLine(refund.amount, refund.method)}
    </p>
  );
}
