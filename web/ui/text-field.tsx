// One labelled text control of a form, wired to useFormFields (value, change, error, aria-describedby).
import type { InputHTMLAttributes } from 'react';
import { FormField } from './form-field.tsx';
import type { FormFields } from '../lib/use-form-fields.ts';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'autoCapitalize' | 'spellCheck'
>;

/** An email address: the keyboard with @, no capital first letter, no spelling marks. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;
/** A phone number: the phone keypad. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel' } as const;

interface TextFieldProps<F extends string> extends InputProps {
  form: FormFields<F>;
  name: F;
  label: string;
  optional?: boolean;
  className?: string;
}

export function TextField<F extends string>({
  form,
  name,
  label,
  optional,
  className,
  type = 'text',
  ...input
}: TextFieldProps<F>) {
  return (
    <FormField id={form.idOf(name)} label={label} optional={optional} error={form.errors[name]} className={className}>
      {(p) => (
        <input
          {...p}
          {...input}
          type={type}
          name={name}
          required={!optional}
          value={form.values[name]}
          onChange={(e) => form.change(name, e.target.value)}
        />
      )}
    </FormField>
  );
}
