// What to transfer and where, after the order (SPEC §2 /order-confirmation): the total in PKR and the shop's account
// for the method chosen, or a note that the payment has arrived.
import type { PaymentMethod, PaymentStatus } from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { ShopAccount } from './payment-account-details.tsx';

const BY: Record<PaymentMethod, string> = { bank: 'bank transfer', easypaisa: 'Easypaisa transfer', card: 'card' };

interface PaymentInstructionsProps {
  method: PaymentMethod;
  status: PaymentStatus;
  total: number;
  hasScreenshot: boolean;
}

export function PaymentInstructions({ method, status, total, hasScreenshot }: PaymentInstructionsProps) {
  if (status === 'paid')
    return <p className="text-sm">We have received your payment of {formatPkr(total)}. Thank you.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed">
        {hasScreenshot ? 'You sent' : 'Please send'} <strong className="font-semibold">{formatPkr(total)}</strong>{' '}
        (Pakistani rupees) by {BY[method]} to:
      </p>
      <ShopAccount method={method} />
      {status === 'failed' ? (
        // Settled by staff: the screenshot can no longer be changed here (issue 11), so say what to do instead.
        <p className="rounded-xl border border-madder/30 bg-madder/5 px-3 py-2 text-sm font-medium leading-relaxed text-madder">
          We could not match your payment. Please contact us on WhatsApp or by phone so we can check it with you.
        </p>
      ) : (
        <p className="text-xs leading-relaxed text-muted">
          {hasScreenshot
            ? 'We have your payment screenshot and confirm payments within 24 hours. Your order is processed within 24 hours of that.'
            : 'Then upload a screenshot of the payment below. We confirm payments within 24 hours.'}
        </p>
      )}
    </div>
  );
}
