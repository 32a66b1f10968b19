// Filling the checkout form from the signed-in shopper's profile: only the empty fields, so nothing typed is lost.
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { CHECKOUT_COUNTRIES, type CheckoutValues } from './checkout-state.ts';

/** The form's values with the profile's details in the fields left empty; the email is always the account's. */
export function prefillFromProfile(values: CheckoutValues, user: AccountUser): CheckoutValues {
  const profile = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address.street,
    city: user.address.city,
    postalCode: user.address.zipCode,
  };
  const filled = { ...values };
  for (const [key, value] of Object.entries(profile) as [keyof typeof profile, string][])
    if (!filled[key].trim() && value) filled[key] = value;
  // A signed-in shopper's order mail goes to the account's address whatever the form says (the server sees to it).
  filled.email = user.email;
  if ((CHECKOUT_COUNTRIES as readonly string[]).includes(user.address.country)) filled.country = user.address.country;
  return filled;
}
