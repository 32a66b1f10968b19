// Continuing from a checkout's payment step (/checkout, /preorder-checkout; SPEC §5): the form is checked with the
// schema's messages (zod loads with the step), and a refused form takes the shopper to its first message.
import { useRef, useState, type FormEvent } from 'react';
import { formErrors, type Issues } from './checkout-errors.ts';

interface CheckedStepOptions<K extends string> {
  /** Checks the form: its issues, or null when it may continue. */
  check: () => Promise<Issues | null>;
  /** The fields in the form's order: the first with a message is focused. */
  order: readonly K[];
  setErrors: (errors: Partial<Record<K, string>>) => void;
  onContinue: () => void;
  /** Fields that are not form controls (the screenshot uploader), by their element's id. */
  elementIds: Partial<Record<K, string>>;
}

export function useCheckedStep<K extends string>({
  check,
  order,
  setErrors,
  onContinue,
  elementIds,
}: CheckedStepOptions<K>) {
  const form = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (checking) return;
    setChecking(true);
    const issues = await check().finally(() => setChecking(false));
    if (!issues) {
      setErrors({});
      onContinue();
      return;
    }
    const { errors, first } = formErrors(issues, order);
    setErrors(errors);
    const elementId = first && elementIds[first];
    const control = elementId
      ? document.getElementById(elementId)
      : first
        ? form.current?.elements.namedItem(first)
        : null;
    if (control instanceof HTMLElement) {
      // Centred, not at the top edge where the sticky header would hide it.
      control.scrollIntoView({ block: 'center' });
      control.focus({ preventScroll: true });
    }
  }

  return { form, checking, submit: (e: FormEvent) => void submit(e) };
}
