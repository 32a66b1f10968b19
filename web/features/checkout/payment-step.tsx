// Step 2 of /checkout (SPEC §2, §5): shipping details, payment method and the payment screenshot, checked with the
// shared checkoutFormSchema and its exact messages; the screenshot's error comes back when it is removed and goes
// when one is uploaded.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../domain/orders.ts';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ScreenshotUploader, type UploadedFile } from '../uploads/index.ts';
import { CHECKOUT_ERROR_ORDER, errorsAfterMethodChange, errorsAfterScreenshot } from './checkout-errors.ts';
import { CHECKOUT_COUNTRIES, useCheckout, type CheckoutErrors, type CheckoutField } from './checkout-state.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { ShippingFields } from './shipping-fields.tsx';
import { StepHeading } from './step-heading.tsx';
import { useCheckedStep } from './use-checked-step.ts';
import type { PaymentAccountsState } from '../orders/index.ts';

// zod comes with the schema, so it loads with this step rather than with the page.
const loadSchema = () => import('../../../domain/schemas/orders.ts');

interface PaymentStepProps {
  focus: boolean;
  accounts: PaymentAccountsState;
  /** The total to transfer for the chosen country. */
  amount: number;
  onContinue: () => void;
}

export function PaymentStep({ focus, accounts, amount, onContinue }: PaymentStepProps) {
  const values = useCheckout((s) => s.values);
  const method = useCheckout((s) => s.paymentMethod);
  const screenshot = useCheckout((s) => s.screenshot);
  const errors = useCheckout((s) => s.errors);

  useEffect(() => void loadSchema(), []);

  const setErrors = (change: (e: CheckoutErrors) => CheckoutErrors) =>
    useCheckout.setState((s) => ({ errors: change(s.errors) }));

  function change(name: CheckoutField, value: string) {
    useCheckout.setState((s) => ({ values: { ...s.values, [name]: value } }));
    // Editing a field clears its message: the shopper sees at once that they dealt with it.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function choose(next: PaymentMethod) {
    useCheckout.setState({ paymentMethod: next });
    if (errors.paymentScreenshot) setErrors((e) => errorsAfterMethodChange(e, next));
  }

  function setScreenshot(file: UploadedFile | null) {
    useCheckout.setState({ screenshot: file });
    setErrors((e) => errorsAfterScreenshot(e, Boolean(file), useCheckout.getState().paymentMethod));
  }

  const { form, checking, submit } = useCheckedStep({
    check: async () => {
      const { checkoutFormSchema } = await loadSchema();
      const state = useCheckout.getState();
      const parsed = checkoutFormSchema.safeParse({
        ...state.values,
        paymentMethod: state.paymentMethod,
        paymentScreenshot: state.screenshot?.fileUrl,
      });
      return parsed.success ? null : parsed.error.issues;
    },
    order: CHECKOUT_ERROR_ORDER,
    setErrors: (found) => setErrors(() => found),
    onContinue,
    elementIds: { paymentScreenshot: 'checkout-screenshot' },
  });

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Payment and shipping</StepHeading>
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
            <ShippingFields idPrefix="checkout" values={values} errors={errors} onChange={change} />
            <FormField id="checkout-country" label="Country" error={errors.country}>
              {(p) => (
                <select
                  {...p}
                  name="country"
                  autoComplete="shipping country-name"
                  required
                  value={values.country}
                  onChange={(e) => change('country', e.target.value)}
                >
                  {CHECKOUT_COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </fieldset>

        <PaymentMethods
          method={method}
          onMethod={choose}
          accounts={accounts}
          amount={amount}
          error={errors.paymentMethod}
        />

        {method !== 'card' && (
          <ScreenshotUploader
            id="checkout-screenshot"
            label="Payment screenshot"
            hint="A screenshot of your completed transfer, showing the amount and the date."
            value={screenshot}
            onChange={setScreenshot}
            error={errors.paymentScreenshot}
          />
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-linen pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Link to="/cart" className="text-center text-sm font-semibold underline-offset-4 hover:underline">
            Back to Cart
          </Link>
          <Button type="submit" disabled={checking} className="w-full sm:w-auto">
            Continue to Review
          </Button>
        </div>
      </form>
    </section>
  );
}
