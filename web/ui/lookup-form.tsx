// A lookup page's pieces (/track-order, /preorders): the ID form with its button, and the place its answer shows
// (a loading placeholder, the Error panel, or what was found).
import { Suspense, useId } from 'react';
import type { LookupForm } from '../lib/use-lookup-form.ts';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Search } from './icons/search.ts';
import { XCircle } from './icons/x-circle.ts';

interface LookupIdFormProps {
  form: LookupForm;
  /** The form's accessible name, e.g. 'Track an order'. */
  formLabel: string;
  fieldLabel: string;
  name: string;
  placeholder: string;
  buttonLabel: string;
  busy: boolean;
}

export function LookupIdForm({ form, formLabel, fieldLabel, name, placeholder, buttonLabel, busy }: LookupIdFormProps) {
  const uid = useId();
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={formLabel}
      className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id={`${uid}-id`} label={fieldLabel} error={form.error ?? undefined} className="flex-1">
          {(p) => (
            <input
              {...p}
              name={name}
              value={form.input}
              onChange={(e) => form.change(e.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${p.className} font-mono tracking-wider`}
            />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-7" disabled={busy}>
          <Search className="h-4 w-4" aria-hidden />
          {buttonLabel}
        </Button>
      </div>
    </form>
  );
}

interface LookupAnswerProps {
  state: 'idle' | 'loading' | 'not-found' | 'error' | 'found';
  /** Read by screen readers while the lookup runs. */
  loadingText: string;
  /** The Error panel's text, for 'not-found' and 'error'. */
  errorMessage: string;
  /** What was found, shown in the 'found' state; while its code downloads, the loading placeholder stays. */
  children: React.ReactNode;
}

export function LookupAnswer({ state, loadingText, errorMessage, children }: LookupAnswerProps) {
  const loading = (
    <div role="status" aria-busy="true" className="h-72 animate-pulse rounded-2xl bg-sand/60">
      <span className="sr-only">{loadingText}</span>
    </div>
  );
  return (
    <div aria-live="polite">
      {state === 'loading' && loading}
      {(state === 'not-found' || state === 'error') && (
        <div
          role="alert"
          className="flex gap-3 rounded-2xl border border-madder/30 bg-madder/5 p-5 text-madder"
          data-testid="track-error"
        >
          <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <h2 className="font-sans text-base font-semibold">Error</h2>
            <p className="mt-1 text-sm">{errorMessage}</p>
          </div>
        </div>
      )}
      {state === 'found' && <Suspense fallback={loading}>{children}</Suspense>}
    </div>
  );
}
