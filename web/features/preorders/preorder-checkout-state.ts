// What the shopper typed and chose at /preorder-checkout, kept for the visit like the order checkout's: going back
// and forth between the steps, or a refused preorder, loses nothing. The country is fixed (DECISIONS D9).
import { PREORDER_COUNTRY, type PreorderPaymentMethod } from '../../../domain/preorders.ts';
import { createStore } from '../../lib/store.ts';
import type { PrefillForm, ShippingTextField } from '../checkout/index.ts';
import type { UploadedFile } from '../uploads/index.ts';

export type PreorderValues = Record<ShippingTextField, string>;
export const PREORDER_ERROR_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'city',
  'postalCode',
  'paymentMethod',
  'paymentScreenshots',
] as const;
export type PreorderErrors = Partial<Record<(typeof PREORDER_ERROR_ORDER)[number], string>>;

interface PreorderCheckoutState {
  values: PreorderValues;
  /** SPEC §3: bank by default for preorders. */
  paymentMethod: PreorderPaymentMethod;
  /** The deposit's screenshots (a transfer sent in two parts has two). */
  screenshots: UploadedFile[];
  errors: PreorderErrors;
  /** The signed-in account whose profile filled the form, so it is filled once and never over what was typed. */
  prefilledFor: string | null;
}

export const initialPreorderCheckout = (): PreorderCheckoutState => ({
  values: { firstName: '', lastName: '', email: '', phoneNumber: '', address: '', city: '', postalCode: '' },
  paymentMethod: 'bank',
  screenshots: [],
  errors: {},
  prefilledFor: null,
});

export const usePreorderCheckout = createStore<PreorderCheckoutState>(initialPreorderCheckout);

/** The preorder form as the signed-in profile fills it (checkout-flow.ts prefillOnce): its country is Pakistan's. */
export const preorderPrefillForm: PrefillForm = {
  prefilledFor: () => usePreorderCheckout.getState().prefilledFor,
  fill: (user, fromProfile) => {
    const { country: _country, ...values } = fromProfile(
      { ...usePreorderCheckout.getState().values, country: PREORDER_COUNTRY },
      user,
    );
    usePreorderCheckout.setState({ values, prefilledFor: user._id });
  },
};
