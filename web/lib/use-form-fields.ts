// A form's state, in the contact form's pattern: controlled values, a zod check on submit that shows each
// field's first message and moves focus to the first field in error, and editing a field clears its message.
import { useEffect, useId, useRef, useState } from 'react';
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
  /** validate() with a schema loaded on first use (the storefront's forms: zod stays out of their pages' first
   *  download, decision 0002). Null without a message for a second submit while the first still waits for it. */
  validateLoaded<T>(load: () => Promise<ZodType<T>>, input: unknown): Promise<T | null>;
}

/** `initial` lists the fields in the order they appear, so focus goes to the first one in error. `preload`, given by
 *  forms that call validateLoaded, starts loading their schemas as soon as the visitor reaches the form. */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  preload?: () => Promise<unknown>,
): FormFields<F> {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const waiting = useRef(false);
  const names = Object.keys(initial) as F[];

  useEffect(() => {
    const element = formRef.current;
    if (!preload || !element) return;
    // Focus comes first whether the visitor types or a password manager fills the form; a tap on the button counts
    // too, as Safari does not focus buttons.
    const start = () => void preload().catch(() => undefined);
    for (const type of ['focusin', 'pointerdown']) element.addEventListener(type, start, { once: true });
    return () => {
      for (const type of ['focusin', 'pointerdown']) element.removeEventListener(type, start);
    };
  }, [preload]);

  function showErrors(found: FieldErrors<F>) {
    setErrors(found);
    const first = names.find((name) => found[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function validate<T>(schema: ZodType<T>, input: unknown): T | null {
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
    validate,
    async validateLoaded(load, input) {
      if (waiting.current) return null;
      waiting.current = true;
      try {
        return validate(await load(), input);
      } finally {
        waiting.current = false;
      }
    },
  };
}
