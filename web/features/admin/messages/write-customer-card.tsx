// Writing to one customer (issue 14, POST /api/email/custom): an address, a subject and the message, sent in the
// shop's branded template (what is typed stays plain text); checked with the API's own schema and words, and on success
// SPEC §8's 'Custom email sent successfully!' with an empty form for the next one.
import { useState, type FormEvent } from 'react';
import type { MailSent } from '../../../../domain/schemas/mail-views.ts';
import { CUSTOM_MESSAGE_MAX, customEmailSchema } from '../../../../domain/schemas/mail.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { EMAIL_INPUT, TextField } from '../../../ui/text-field.tsx';
import { FormSection } from '../form-section.tsx';

function CustomEmailForm({ onSent }: { onSent(message: string): void }) {
  const form = useFormFields({ to: '', subject: '', message: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const input = form.validate(customEmailSchema, form.values);
    if (!input) return;
    setBusy(true);
    try {
      onSent((await apiRequest<MailSent>('/email/custom', { method: 'POST', body: input })).message);
    } catch (err) {
      setError(failureMessage(err, 'Failed to send the email. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Write to a customer">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="to" label="Customer's email" {...EMAIL_INPUT} />
        <TextField form={form} name="subject" label="Subject" />
      </div>
      <FormField id={form.idOf('message')} label="Message" error={form.errors.message} className="mt-4">
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={6}
            required
            maxLength={CUSTOM_MESSAGE_MAX}
            value={form.values.message}
            onChange={(e) => form.change('message', e.target.value)}
          />
        )}
      </FormField>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">Sent in the shop&rsquo;s email design, with your text as written.</p>
        <Button type="submit" className="min-h-10 shrink-0 px-5! py-2!" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send email'}
        </Button>
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={error} />
      </div>
    </form>
  );
}

export function WriteCustomerCard({ onSent }: { onSent(): void }) {
  // A new key gives an empty form after each message sent; the success note stays above it.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FormSection
      title="Write to a customer"
      hint="An email from the shop to one person, about an order or anything else."
    >
      <div className="*:not-empty:mb-4">
        <FormNotice message={notice} />
      </div>
      <CustomEmailForm
        key={round}
        onSent={(message) => {
          setNotice(message);
          setRound((r) => r + 1);
          onSent();
        }}
      />
    </FormSection>
  );
}
