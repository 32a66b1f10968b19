// The two fields of a status change in an admin modal (an order's, a preorder's): the status select and the optional
// message for the customer's email, whose placeholder is the email's default line for the chosen status.
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';

interface StatusSelectProps<S extends string> {
  id: string;
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S;
  disabled: boolean;
  onChange(status: S): void;
}

export function StatusSelect<S extends string>({
  id,
  label,
  statuses,
  labels,
  value,
  disabled,
  onChange,
}: StatusSelectProps<S>) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as S)}
        className={`${CONTROL} mt-1`}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CustomerMessageFieldProps {
  id: string;
  value: string;
  disabled: boolean;
  placeholder: string;
  /** The schema's words when the message is refused; shown under the field and read with it. */
  error?: string;
  onChange(message: string): void;
}

export function CustomerMessageField({ id, value, disabled, placeholder, error, onChange }: CustomerMessageFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={`${LABEL} flex items-baseline justify-between gap-2`}>
        Message to the customer
        <span className="font-normal normal-case tracking-normal">Optional</span>
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        disabled={disabled}
        maxLength={1000}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${CONTROL} mt-1 resize-y`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
    </div>
  );
}
