// The Messages section's two ways to write (issue 14): to one customer (POST /api/email/custom) and, for admins, a
// general update to every newsletter subscriber (POST /api/email/general-update, confirmed first). One form: subject
// and message (and the address for one customer), checked with the API's own schema and words; on success SPEC §8's
// message and an empty form for the next one. What is typed stays plain text in the shop's branded template.
import { useState, type FormEvent } from 'react';
import type { MailSent } from '../../../../domain/schemas/mail-views.ts';
import { CUSTOM_MESSAGE_MAX, customEmailSchema, generalUpdateSchema } from '../../../../domain/schemas/mail.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { EMAIL_INPUT, TextField } from '../../../ui/text-field.tsx';
import { ConfirmDialog, FormSection } from '../kit/index.ts';

interface ComposeKind {
  title: string;
  hint: string;
  path: string;
  /** Writing to one customer names them; a general update goes to every subscriber. */
  toOne: boolean;
  sendLabel: string;
}

const TO_CUSTOMER: ComposeKind = {
  title: 'Write to a customer',
  hint: 'An email from the shop to one person, about an order or anything else.',
  path: '/email/custom',
  toOne: true,
  sendLabel: 'Send email',
};

const TO_SUBSCRIBERS: ComposeKind = {
  title: 'Newsletter update',
  hint: 'One email to everyone subscribed to the newsletter; each carries their own unsubscribe link.',
  path: '/email/general-update',
  toOne: false,
  sendLabel: 'Send to all subscribers',
};

function ComposeForm({ kind, onSent }: { kind: ComposeKind; onSent(message: string): void }) {
  const form = useFormFields({ to: '', subject: '', message: '' });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checked = () =>
    kind.toOne
      ? form.validate(customEmailSchema, form.values)
      : form.validate(generalUpdateSchema, { subject: form.values.subject, message: form.values.message });

  async function send() {
    const input = checked();
    if (!input) return;
    setBusy(true);
    try {
      onSent((await apiRequest<MailSent>(kind.path, { method: 'POST', body: input })).message);
    } catch (err) {
      setError(failureMessage(err, 'Failed to send the email. Please try again.'));
      setBusy(false);
      setConfirming(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!checked()) return;
    // Mail to every subscriber cannot be called back: ask first.
    if (kind.toOne) void send();
    else setConfirming(true);
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={kind.title}>
      <div className={kind.toOne ? 'grid gap-4 sm:grid-cols-2' : ''}>
        {kind.toOne && <TextField form={form} name="to" label="Customer's email" {...EMAIL_INPUT} />}
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
          {busy ? 'Sending…' : kind.sendLabel}
        </Button>
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={error} />
      </div>
      {!kind.toOne && (
        <ConfirmDialog
          open={confirming}
          title="Send to all subscribers?"
          confirmLabel="Send"
          busyLabel="Sending…"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        >
          &ldquo;{form.values.subject.trim()}&rdquo; goes to everyone subscribed to the newsletter. It cannot be called
          back once sent.
        </ConfirmDialog>
      )}
    </form>
  );
}

function ComposeMailCard({ kind, onSent }: { kind: ComposeKind; onSent(): void }) {
  // A new key gives an empty form after each message sent; the success note stays above it.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FormSection title={kind.title} hint={kind.hint}>
      <div className="*:not-empty:mb-4">
        <FormNotice message={notice} />
      </div>
      <ComposeForm
        key={round}
        kind={kind}
        onSent={(message) => {
          setNotice(message);
          setRound((r) => r + 1);
          onSent();
        }}
      />
    </FormSection>
  );
}

export const WriteCustomerCard = ({ onSent }: { onSent(): void }) => (
  <ComposeMailCard kind={TO_CUSTOMER} onSent={onSent} />
);

export const NewsletterUpdateCard = ({ onSent }: { onSent(): void }) => (
  <ComposeMailCard kind={TO_SUBSCRIBERS} onSent={onSent} />
);
