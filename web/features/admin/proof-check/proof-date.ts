// A date read from a payment proof ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', Pakistan time) as staff read dates elsewhere in
// the admin: '10 Mar 2026, 2:52 pm'; anything else as it was read.
import { orderDate, orderDateTime } from '../../../lib/order-dates.ts';

export function proofDate(paidAt: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2})?$/.exec(paidAt);
  if (!match) return paidAt;
  const instant = new Date(`${match[1]}${match[2] ?? 'T12:00'}:00+05:00`);
  if (Number.isNaN(instant.getTime())) return paidAt;
  return match[2] ? orderDateTime(instant.toISOString()) : orderDate(instant.toISOString());
}
