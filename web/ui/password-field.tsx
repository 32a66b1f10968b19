// A password control with a show/hide button, so a visitor on a phone can check what they typed.
import { useState } from 'react';
import { Eye } from './icons/eye.ts';
import { EyeOff } from './icons/eye-off.ts';
import { FormField } from './form-field.tsx';
import type { FormFields } from '../lib/use-form-fields.ts';

interface PasswordFieldProps<F extends string> {
  form: FormFields<F>;
  name: F;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  className?: string;
}

export function PasswordField<F extends string>({ form, name, label, autoComplete, className }: PasswordFieldProps<F>) {
  const [visible, setVisible] = useState(false);
  const id = form.idOf(name);
  return (
    <FormField id={id} label={label} error={form.errors[name]} className={className}>
      {(p) => (
        <div className="relative">
          <input
            {...p}
            className={`${p.className} pr-12`}
            type={visible ? 'text' : 'password'}
            name={name}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required
            value={form.values[name]}
            onChange={(e) => form.change(name, e.target.value)}
          />
          <button
            type="button"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-controls={id}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-muted transition hover:text-ink"
          >
            {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      )}
    </FormField>
  );
}
