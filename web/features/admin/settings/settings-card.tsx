// The frame of one Shop settings card (title and why it matters beside its form on wide screens, above it on phones),
// its labelled inputs, and the Save row with the card's own success or failure message.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import type { Icon } from '../../../ui/icons/icon.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import type { SettingsSave } from './use-settings-save.ts';

interface SettingsCardProps {
  icon: Icon;
  title: string;
  description: ReactNode;
  save: SettingsSave;
  onSubmit(): void;
  saveLabel: string;
  children: ReactNode;
}

export function SettingsCard({
  icon: CardIcon,
  title,
  description,
  save,
  onSubmit,
  saveLabel,
  children,
}: SettingsCardProps) {
  const uid = useId();
  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-7 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div className="flex gap-4 lg:block">
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sand text-madder"
          aria-hidden
        >
          <CardIcon className="h-5 w-5" />
        </span>
        <div className="lg:mt-4">
          <h3 id={`${uid}-title`} className="text-xl">
            {title}
          </h3>
          <div className="mt-1 text-sm leading-relaxed text-muted">{description}</div>
        </div>
      </div>
      <form
        ref={save.formRef}
        aria-labelledby={`${uid}-title`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="mt-6 space-y-5 lg:mt-0"
      >
        {children}
        <div className="space-y-3 border-t border-linen pt-5">
          <div className="*:empty:hidden">
            <FormAlert message={save.error} />
          </div>
          <div className="*:empty:hidden">
            <FormNotice message={save.notice} />
          </div>
          <Button type="submit" disabled={save.busy} aria-busy={save.busy} className="min-h-11 w-full sm:w-auto">
            {save.busy ? 'Saving…' : saveLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'placeholder' | 'autoCapitalize' | 'spellCheck' | 'min' | 'step'
>;

interface SettingsInputProps extends InputProps {
  /** The payload path: the control's name, and the key of its message. */
  name: string;
  label: string;
  value: string;
  save: SettingsSave;
  onChange(value: string): void;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Something shown inside the control's left edge ('Rs'). */
  prefix?: string;
}

export function SettingsInput({
  name,
  label,
  value,
  save,
  onChange,
  hint,
  optional,
  className,
  prefix,
  type = 'text',
  ...input
}: SettingsInputProps) {
  const uid = useId();
  const id = `${uid}-${name}`;
  const error = save.errors[name];
  return (
    <FormField id={id} label={label} optional={optional} error={error} className={className}>
      {(p) => (
        <>
          <div className={prefix ? 'relative' : undefined}>
            {prefix && (
              <span
                className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-sm text-muted"
                aria-hidden
              >
                {prefix}
              </span>
            )}
            <input
              {...p}
              {...input}
              aria-describedby={[p['aria-describedby'], hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
              className={`${p.className} ${prefix ? 'pl-11' : ''}`}
              type={type}
              name={name}
              required={!optional}
              autoComplete="off"
              value={value}
              onChange={(e) => {
                onChange(e.target.value);
                save.edited(name);
              }}
            />
          </div>
          {hint && (
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
              {hint}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
