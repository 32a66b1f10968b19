// One settings card's save cycle: check the input with the shared zod schema (each field's first message, focus on the
// first field in error), PUT it, then say saved or why not. What the admin typed stays in the form whatever happens.
import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';

/** Field errors keyed by the payload path ('bank.accountNumber', 'hours.0.days'), which is also each control's name. */
export type FieldErrors = Record<string, string | undefined>;

export function useSettingsSave<T>({
  path,
  schema,
  savedMessage,
  failure,
  onSaved,
}: {
  path: string;
  schema: ZodType<T>;
  savedMessage: string;
  failure: string;
  onSaved(answer: unknown): void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function showErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const found: FieldErrors = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.');
      found[key] ??= issue.message;
    }
    setErrors(found);
    // The first control in the form's own order that has a message gets the focus.
    const first = [...(formRef.current?.elements ?? [])].find(
      (el) => el instanceof HTMLElement && 'name' in el && found[String(el.name)],
    );
    if (first instanceof HTMLElement) first.focus();
    return found;
  }

  async function save(input: unknown) {
    if (busy) return;
    setNotice(null);
    setError(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found = showErrors(parsed.error.issues);
      // A rule about the whole list (no hours at all) has no control of its own: it goes in the banner.
      const loose = Object.entries(found).find(([key]) => !formRef.current?.elements.namedItem(key));
      if (loose) setError(loose[1] ?? null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await apiRequest<unknown>(path, { method: 'PUT', body: parsed.data }));
      setNotice(savedMessage);
    } catch (err) {
      // The server's words for a refusal; a 5xx or no connection has nothing more to say than "try again".
      const words = failureMessage(err, '');
      setError(words ? `${failure}: ${words}` : `${failure}. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  /** Editing a field clears its message and the last outcome: the admin sees at once that they dealt with it. */
  function edited(name?: string) {
    setNotice(null);
    if (name) setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }

  return { formRef, errors, busy, error, notice, save, edited, setError };
}

export type SettingsSave = ReturnType<typeof useSettingsSave>;
