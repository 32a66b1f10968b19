// What the reports count of an order (DECISIONS D19, issue 28 item 7), defined once for the dashboard's revenue (its
// total, this month and the chart) and the Customers tab's 'spent': an order counts its total unless cancelled; a
// cancelled order staff had confirmed paid still counts while its refund is due (the shop still holds the money; the
// dashboard shows refunds due apart), and once refunded counts only what was kept (the total less the refund).
import { sql } from 'drizzle-orm';

/** The money an order brings in; per row of `orders` aliased `o`. */
export const orderAmountCounted = sql.raw(
  `(case when o.status <> 'cancelled' then o.total
         when o.refund_due_at is null then 0
         when o.refunded_at is null then o.total
         else o.total - o.refund_amount end)`,
);

/** The refunds still to send, as the partial index orders_refund_due_idx is written; per row of `orders`. */
export const refundStillDue = sql.raw(`refund_due_at is not null and refunded_at is null`);
