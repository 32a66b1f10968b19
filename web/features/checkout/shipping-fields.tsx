// The shipping details of a checkout's payment step (SPEC §2, §5): names, email, phone (placeholder 03XX-XXXXXXX),
// address, city and postal code, with their messages; a signed-in shopper's email is the account's, shown read-only.
// Shared by /checkout and /preorder-checkout, each adding its own country field.
import { FormField } from '../../ui/form-field.tsx';
import { useSession } from '../session/index.ts';
import type { CheckoutField } from './checkout-state.ts';

export type ShippingTextField = Exclude<CheckoutField, 'country'>;

const TEXT_FIELDS: {
  name: ShippingTextField;
  label: string;
  autoComplete: string;
  type?: string;
  wide?: boolean;
  placeholder?: string;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'tel', type: 'tel', placeholder: '03XX-XXXXXXX' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true, placeholder: 'House, street, area' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];

interface ShippingFieldsProps {
  /** Prefix of the inputs' ids, one per page. */
  idPrefix: string;
  values: Record<ShippingTextField, string>;
  errors: Partial<Record<ShippingTextField, string>>;
  onChange: (name: ShippingTextField, value: string) => void;
}

export function ShippingFields({ idPrefix, values, errors, onChange }: ShippingFieldsProps) {
  // Signed in, order mail goes to the account's own address: shown, not editable here.
  const accountEmail = useSession((s) => s.user?.email);
  return (
    <>
      {TEXT_FIELDS.map((f) => (
        <FormField
          key={f.name}
          id={`${idPrefix}-${f.name}`}
          label={f.label}
          error={errors[f.name]}
          className={f.wide ? 'sm:col-span-2' : ''}
        >
          {(p) => {
            const fromAccount = f.name === 'email' && accountEmail;
            return (
              <>
                <input
                  {...p}
                  aria-describedby={
                    [p['aria-describedby'], fromAccount && `${p.id}-hint`].filter(Boolean).join(' ') || undefined
                  }
                  className={fromAccount ? `${p.className} bg-sand/50 text-muted` : p.className}
                  name={f.name}
                  type={f.type ?? 'text'}
                  inputMode={f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : undefined}
                  autoComplete={`shipping ${f.autoComplete}`}
                  placeholder={f.placeholder}
                  required
                  readOnly={Boolean(fromAccount)}
                  value={fromAccount || values[f.name]}
                  onChange={(e) => onChange(f.name, e.target.value)}
                />
                {fromAccount && (
                  <p id={`${p.id}-hint`} className="mt-1.5 text-xs text-muted">
                    Order emails go to your account’s address.
                  </p>
                )}
              </>
            );
          }}
        </FormField>
      ))}
    </>
  );
}
