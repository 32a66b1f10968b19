// The customer and delivery-address cards of the create-order and create-preorder forms: checkout's fields and labels,
// the country a select defaulting to Pakistan (DECISIONS D1), or fixed for a preorder (D9). A name and a phone number
// are needed; the email is optional (issue 17). Autofill is off: the browser would offer the staff member's own details.
import { FormField } from '../../../ui/form-field.tsx';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../../ui/text-field.tsx';
import type { FormFields } from '../../../lib/use-form-fields.ts';
import { CHECKOUT_COUNTRIES } from '../../checkout/index.ts';
import type { DetailField } from './order-details.ts';
import { FormSection } from '../kit/index.ts';

export function CustomerFields({ form }: { form: FormFields<DetailField> }) {
  return (
    <FormSection
      title="Customer"
      hint="Who ordered: a name and a phone number. With an email they get every update by email; without one, send them the tracking link on WhatsApp."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First name" autoComplete="off" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="off" />
        <TextField form={form} name="email" label="Email (optional)" autoComplete="off" {...EMAIL_INPUT} />
        <TextField
          form={form}
          name="phoneNumber"
          label="Phone number"
          autoComplete="off"
          placeholder="03XX-XXXXXXX"
          {...PHONE_INPUT}
        />
      </div>
    </FormSection>
  );
}

export function AddressFields({ form, fixedCountry }: { form: FormFields<DetailField>; fixedCountry?: string }) {
  return (
    <FormSection title="Delivery address">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="address"
          label="Address"
          autoComplete="off"
          placeholder="House, street, area"
          className="sm:col-span-2"
        />
        <TextField form={form} name="city" label="City" autoComplete="off" />
        <TextField form={form} name="postalCode" label="Postal code" autoComplete="off" />
        <FormField id={form.idOf('country')} label="Country" error={form.errors.country}>
          {(p) =>
            fixedCountry ? (
              <input {...p} name="country" value={fixedCountry} readOnly aria-readonly="true" />
            ) : (
              <select
                {...p}
                name="country"
                required
                value={form.values.country}
                onChange={(e) => form.change('country', e.target.value)}
              >
                {CHECKOUT_COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
      </div>
    </FormSection>
  );
}
