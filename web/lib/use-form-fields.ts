// A form's state, in the contact form's pattern: controlled values, a zod check on submit that shows each
// field's first message and moves focus to the first field in error, and editing a field clears its message.
import { useId, useRef, useState } from 'react';
import type { ZodType } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormFields<F extends string> {
  formRef: React.RefObject<HTMLFormElement | null>;
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** The id of a field's control, unique on the page. */
  idOf(name: F): string;
  change(name: F, value: string): void;
  /** The parsed data, or null after showing what is wrong. */
  validate<T>(schema: ZodType<T>, input: unknown): T | null;
}

/** `initial` lists the fields in the order they appear, so focus goes to the first one in error. */
export function useFormFields<F extends string>(initial: Record<F, string>): FormFields<F> {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const names = Object.keys(initial) as F[];

  function showErrors(found: FieldErrors<F>) {
    setErrors(found);
    const first = names.find((name) => found[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  return {
    formRef,
    values,
    errors,
    idOf: (name) => `${uid}-${name}`,
    change(name, value) {
      setValues((v) => ({ ...v, [name]: value }));
      // Editing a field clears its message (SPEC §5): the visitor sees at once that they dealt with it.
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
    validate(schema, input) {
      const parsed = schema.safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const found: FieldErrors<F> = {};
      for (const issue of parsed.error.issues) {
        // Nested fields (address.city) are named by their last key in the form.
        const key = issue.path.at(-1);
        if (typeof key === 'string' && (names as string[]).includes(key) && !found[key as F])
          found[key as F] = issue.message;
      }
      showErrors(found);
      return null;
    },
  };
}
