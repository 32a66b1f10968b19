// What a shopper must know about an unpaid order (issue 11): the date to pay by, and that an unpaid order is cancelled,
// on the confirmation and tracking pages. Nothing once it is paid, shipped or cancelled.
import { DEADLINE_MESSAGES, deadlineTime } from '../../../domain/payment-deadline.ts';
import { Clock } from '../../ui/icons/clock.ts';
import type { OrderDisplay } from './order-types.ts';

export function PaymentDeadlineNote({ deadline }: { deadline: OrderDisplay['paymentDeadline'] }) {
  if (!deadline) return null;
  return (
    <p
      className="flex items-start gap-2.5 rounded-lg border border-gold/40 bg-sand/70 px-4 py-3 text-sm leading-relaxed text-ink"
      data-testid="pay-by"
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden />
      <span>{DEADLINE_MESSAGES.payBy(deadlineTime(deadline.dueAt), deadline.hours)}</span>
    </p>
  );
}
