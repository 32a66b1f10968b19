// What the reports count of a preorder (DECISIONS D15): the payments staff marked paid, whatever the preorder's
// status now, because that money was received; a cancelled preorder's refund is a separate matter for the shop.
import { sql } from 'drizzle-orm';

/** The deposit if it is paid, plus the final payment (the other half and delivery) if that is paid; per row of
 *  `preorders` aliased `p`. A final payment can be paid only once its delivery charge is set (a CHECK constraint). */
export const preorderPaidAmount = sql.raw(
  `(case when p.initial_payment_status = 'paid' then p.initial_amount else 0 end
    + case when p.final_payment_status = 'paid' then p.original_amount - p.initial_amount + coalesce(p.delivery_charge, 0) else 0 end)`,
);

/** Each preorder payment marked paid as a row (amount, at), dated when staff confirmed it: revenue counts money on the
 *  day it was received, not the day the preorder was placed weeks before. */
export const preorderPaymentsReceived = sql.raw(
  `select p.initial_amount as amount, coalesce(p.initial_paid_at, p.created_at) as at
     from preorders p where p.initial_payment_status = 'paid'
   union all
   select p.original_amount - p.initial_amount + coalesce(p.delivery_charge, 0), coalesce(p.final_paid_at, p.created_at)
     from preorders p where p.final_payment_status = 'paid'`,
);
