// The payment card of the create-order and create-preorder forms: bank transfer or Easypaisa (cards are not taken,
// SPEC §1), the payment status (an order's, or a preorder's 50% deposit; pending until the transfer is seen), and the
// customer's transfer screenshot if they already sent one, uploaded privately with the shop's uploader (DECISIONS
// X5); it can also be added later.
import { useId } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/orders.ts';
import type { Icon } from '../../../ui/icons/icon.ts';
import { Landmark } from '../../../ui/icons/landmark.ts';
import { Smartphone } from '../../../ui/icons/smartphone.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { ScreenshotUploader, type UploadedFile } from '../../uploads/index.ts';
import { FormSection } from '../kit/index.ts';
import type { PaymentChoice, StaffPaymentMethod } from './order-details.ts';

const METHODS: { method: StaffPaymentMethod; icon: Icon }[] = [
  { method: 'bank', icon: Landmark },
  { method: 'easypaisa', icon: Smartphone },
];

const STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

interface PaymentFieldsProps {
  payment: PaymentChoice;
  onPayment: (payment: PaymentChoice) => void;
  screenshot: UploadedFile | null;
  onScreenshot: (file: UploadedFile | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** A preorder: what is paid now is the 50% deposit. */
  deposit?: boolean;
}

export function PaymentFields({
  payment,
  onPayment,
  screenshot,
  onScreenshot,
  onUploadingChange,
  deposit = false,
}: PaymentFieldsProps) {
  const uid = useId();
  const what = deposit ? 'preorder' : 'order';
  return (
    <FormSection title="Payment">
      <div className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium">Payment method</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {METHODS.map(({ method, icon: MethodIcon }) => {
              const checked = payment.method === method;
              return (
                <label
                  key={method}
                  className={`relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-madder ${
                    checked ? 'border-ink shadow-sm ring-1 ring-ink' : 'border-linen hover:border-ink/40'
                  }`}
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    checked={checked}
                    onChange={() => onPayment({ ...payment, method })}
                    className="sr-only"
                  />
                  <MethodIcon className="h-5 w-5 shrink-0 text-gold" aria-hidden />
                  <span className="text-sm font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
                  {checked && (
                    <span
                      aria-hidden
                      className="absolute top-1/2 right-4 h-2.5 w-2.5 -translate-y-1/2 rounded-full bg-madder"
                    />
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div>
          <FormField
            id={`${uid}-status`}
            label={deposit ? 'Deposit (50%) status' : 'Payment status'}
            className="sm:max-w-xs"
          >
            {(p) => (
              <select
                {...p}
                name="paymentStatus"
                aria-describedby={`${uid}-status-hint`}
                value={payment.status}
                onChange={(e) => onPayment({ ...payment, status: e.target.value as PaymentStatus })}
              >
                {PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <p id={`${uid}-status-hint`} className="mt-1.5 text-xs text-muted">
            Paid only once the transfer shows in the shop’s account.
          </p>
        </div>

        <ScreenshotUploader
          id={`${uid}-screenshot`}
          label="Payment screenshot (optional)"
          hint={`If the customer has sent one on WhatsApp. It can also be added to the ${what} later.`}
          value={screenshot}
          onChange={onScreenshot}
          onUploadingChange={onUploadingChange}
        />
      </div>
    </FormSection>
  );
}
