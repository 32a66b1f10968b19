// What the reports count of a preorder (DECISIONS D15): the payments staff marked paid, whatever the preorder's
// status now, because that money was received; a cancelled preorder's refund is a separate matter for the shop.
import { sql } from 'drizzle-orm';

/** The deposit if it is paid, plus the final payment (the other half and delivery) if that is paid; per row of
 *  `preorders` aliased `p`. A final payment can be paid only once its delivery charge is set (a CHECK constraint). */
export const preorderPaidAmount = sql.raw(
  `(case when p.initial_payment_status = 'paid' then p.initial_amount else 0 end
    + case when p.final_payment_status = 'paid' then p.original_amount - p.initial_amount + coalesce(p.delivery_charge, 0) else 0 end)`,
);
