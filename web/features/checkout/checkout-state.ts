// What the shopper typed and chose at checkout, kept for the whole visit: going back and forth between the steps, or
// to the bag to edit it and back, loses nothing; a failed order keeps it all too.
import type { CartLine } from '../../../domain/cart.ts';
import type { PaymentMethod } from '../../../domain/orders.ts';
import { HOME_COUNTRY } from '../../../domain/pricing.ts';
import { createStore } from '../../lib/store.ts';
import type { UploadedFile } from '../uploads/index.ts';
import type { PrefillForm } from './checkout-flow.ts';

export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'postalCode',
  'country',
  'phoneNumber',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
/** What the steps and the summary show of a line: the cart's and the preorder bag's have it. */
export type CheckoutLine = Pick<CartLine, 'prodId' | 'name' | 'imageId' | 'price' | 'size' | 'color' | 'quantity'>;
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField | 'paymentMethod' | 'paymentScreenshot', string>>;

/** SPEC §2 checkout country select; DECISIONS D1: Pakistan by default. */
export const CHECKOUT_COUNTRIES = [HOME_COUNTRY, 'United States', 'Canada', 'United Kingdom'] as const;

interface CheckoutState {
  values: CheckoutValues;
  paymentMethod: PaymentMethod;
  screenshot: UploadedFile | null;
  errors: CheckoutErrors;
  /** The signed-in account whose profile filled the form, so it is filled once and never over what was typed. */
  prefilledFor: string | null;
}

const EMPTY: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  country: HOME_COUNTRY,
  phoneNumber: '',
};

export const initialCheckout = (): CheckoutState => ({
  values: EMPTY,
  paymentMethod: 'bank',
  screenshot: null,
  errors: {},
  prefilledFor: null,
});

export const useCheckout = createStore<CheckoutState>(initialCheckout);

/** The checkout form as the signed-in profile fills it (checkout-flow.ts prefillOnce). */
export const checkoutPrefillForm: PrefillForm = {
  prefilledFor: () => useCheckout.getState().prefilledFor,
  fill: (user, fromProfile) =>
    useCheckout.setState({ values: fromProfile(useCheckout.getState().values, user), prefilledFor: user._id }),
};
