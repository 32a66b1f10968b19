// A labelled form control with its error message underneath, wired up for screen readers (aria-invalid, aria-describedby).
import type { ReactNode } from 'react';
import { INPUT_BORDER, INPUT_LOOK } from './input-classes.ts';

/** What the field hands its control so label, hint and error stay connected to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

const CONTROL_CLASS = `${INPUT_LOOK} block w-full px-4 py-3 text-base placeholder:text-muted sm:text-sm`;

export function FormField({ id, label, optional = false, error, className = '', children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium text-ink">
        {label}
        {optional && <span className="text-xs font-normal text-muted">Optional</span>}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: `${CONTROL_CLASS} ${error ? 'border-madder' : INPUT_BORDER}`,
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
    </div>
  );
}
