// Step 2 of /preorder-checkout (SPEC §2, §5): the shipping form with the Pakistani phone rule and the country shown as
// Pakistan, read-only (D9); Bank Transfer or Easypaisa with the shop's account and QR; the deposit's screenshots.
// Checked with preorderCheckoutFormSchema's messages; zod loads with this step, as at /checkout.
import { useEffect } from 'react';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { PREORDER_COUNTRY, PREORDER_PAYMENT_METHODS } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderPaymentMethod } from '../../../domain/preorders.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import {
  PaymentMethods,
  ShippingFields,
  type ShippingTextField,
  StepHeading,
  useCheckedStep,
} from '../checkout/index.ts';
import type { PaymentAccountsState } from '../orders/index.ts';
import type { UploadedFile } from '../uploads/index.ts';
import { PREORDER_ERROR_ORDER, usePreorderCheckout, type PreorderErrors } from './preorder-checkout-state.ts';
import { PreorderScreenshots } from './preorder-screenshots.tsx';

const loadSchema = () => import('../../../domain/schemas/preorders.ts');

const SCREENSHOTS_ID = 'preorder-screenshot';

interface PreorderPaymentStepProps {
  focus: boolean;
  accounts: PaymentAccountsState;
  /** What to transfer now: 50% of the subtotal. */
  payNow: number;
  onContinue: () => void;
  onBack: () => void;
}

export function PreorderPaymentStep({ focus, accounts, payNow, onContinue, onBack }: PreorderPaymentStepProps) {
  const values = usePreorderCheckout((s) => s.values);
  const method = usePreorderCheckout((s) => s.paymentMethod);
  const screenshots = usePreorderCheckout((s) => s.screenshots);
  const errors = usePreorderCheckout((s) => s.errors);

  useEffect(() => void loadSchema(), []);

  const setErrors = (change: (e: PreorderErrors) => PreorderErrors) =>
    usePreorderCheckout.setState((s) => ({ errors: change(s.errors) }));

  function change(name: ShippingTextField, value: string) {
    usePreorderCheckout.setState((s) => ({ values: { ...s.values, [name]: value } }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function choose(next: PreorderPaymentMethod) {
    usePreorderCheckout.setState({ paymentMethod: next });
    // A shown 'screenshot is required for ...' follows the method it names.
    if (errors.paymentScreenshots)
      setErrors((e) => ({ ...e, paymentScreenshots: ORDER_MESSAGES.screenshotRequired[next] }));
  }

  function setScreenshots(files: UploadedFile[]) {
    usePreorderCheckout.setState({ screenshots: files });
    // SPEC §5: removing the screenshot sets the error again; uploading clears it.
    const { paymentMethod } = usePreorderCheckout.getState();
    setErrors((e) => ({
      ...e,
      paymentScreenshots: files.length ? undefined : ORDER_MESSAGES.screenshotRequired[paymentMethod],
    }));
  }

  const { form, checking, submit } = useCheckedStep({
    check: async () => {
      const { preorderCheckoutFormSchema } = await loadSchema();
      const state = usePreorderCheckout.getState();
      const parsed = preorderCheckoutFormSchema.safeParse({
        ...state.values,
        paymentMethod: state.paymentMethod,
        paymentScreenshots: state.screenshots.map((s) => s.fileUrl),
      });
      return parsed.success ? null : parsed.error.issues;
    },
    order: PREORDER_ERROR_ORDER,
    setErrors: (found) => setErrors(() => found),
    onContinue,
    elementIds: { paymentScreenshots: SCREENSHOTS_ID },
  });

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Payment information</StepHeading>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        aria-label="Payment and shipping information"
        className="mt-6 space-y-8"
      >
        <fieldset>
          <legend className="font-display text-xl">Shipping information</legend>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <ShippingFields idPrefix="preorder" values={values} errors={errors} onChange={change} />
            <FormField id="preorder-country" label="Country">
              {(p) => (
                <>
                  <input
                    {...p}
                    aria-describedby="preorder-country-hint"
                    className={`${p.className} bg-sand/50 text-muted`}
                    name="country"
                    value={PREORDER_COUNTRY}
                    readOnly
                  />
                  <p id="preorder-country-hint" className="mt-1.5 text-xs text-muted">
                    {PREORDER_MESSAGES.pakistanOnly}
                  </p>
                </>
              )}
            </FormField>
          </div>
        </fieldset>

        <PaymentMethods
          method={method}
          onMethod={(m) => m !== 'card' && choose(m)}
          accounts={accounts}
          amount={payNow}
          error={errors.paymentMethod}
          offered={PREORDER_PAYMENT_METHODS}
        />

        <PreorderScreenshots
          id={SCREENSHOTS_ID}
          value={screenshots}
          onChange={setScreenshots}
          error={errors.paymentScreenshots}
        />

        <div className="flex flex-col-reverse gap-3 border-t border-linen pt-6 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={onBack}
            className="text-center text-sm font-semibold underline-offset-4 hover:underline"
          >
            Back to Cart Review
          </button>
          <Button type="submit" disabled={checking} className="w-full sm:w-auto">
            Continue to Review
          </Button>
        </div>
      </form>
    </section>
  );
}
