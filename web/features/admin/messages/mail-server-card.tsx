// The mail server card (issue 14): where mail goes (the SMTP server, or .eml files when SMTP_URL is not set), the
// sender and how the outbox stands; and, for an admin (settings:manage), 'Send test email', which answers at once
// whether the mail server accepted it ('Email configuration test successful!') or why not.
import { useState, type FormEvent } from 'react';
import type { MailSent, MailStatusView } from '../../../../domain/schemas/mail-views.ts';
import { testEmailSchema } from '../../../../domain/schemas/mail.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { EMAIL_INPUT, TextField } from '../../../ui/text-field.tsx';
import { FormSection, ListAlert, ListLoading } from '../kit/index.ts';

const failure = (err: unknown) => failureMessage(err, 'Failed to load the mail server status');

function Figure({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className="rounded-lg bg-sand/50 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${alert && value > 0 ? 'text-madder' : 'text-ink'}`}>
        {value}
      </dd>
    </div>
  );
}

function ServerFacts({ status }: { status: MailStatusView }) {
  return (
    <>
      <p className="text-sm text-ink" data-testid="mail-transport">
        {status.transport === 'smtp' ? (
          <>
            Sent through the SMTP server <span className="font-mono">{status.target}</span>.
          </>
        ) : (
          <>
            No SMTP server is set (SMTP_URL): each email is written as a file in the{' '}
            <span className="font-mono">{status.target}</span> folder of the shop&rsquo;s data.
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">From: {status.sender}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Figure label="Waiting" value={status.pending} />
        <Figure label="Failed" value={status.failed} alert />
        <Figure label="Sent (24 h)" value={status.sentLastDay} />
      </dl>
    </>
  );
}

function TestEmailForm({ onSent }: { onSent(): void }) {
  const form = useFormFields({ testEmail: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const input = form.validate(testEmailSchema, form.values);
    if (!input) return;
    setBusy(true);
    try {
      setNotice((await apiRequest<MailSent>('/email/test', { method: 'POST', body: input })).message);
    } catch (err) {
      setError(failureMessage(err, 'Failed to send test email. Please try again.'));
    } finally {
      setBusy(false);
      onSent();
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Send test email" className="mt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          form={form}
          name="testEmail"
          label="Send a test email to"
          className="min-w-0 flex-1"
          {...EMAIL_INPUT}
        />
        <Button type="submit" className="min-h-12 shrink-0 px-5! py-2!" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send test email'}
        </Button>
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={error} />
        <FormNotice message={notice} />
      </div>
    </form>
  );
}

export function MailServerCard({ canTest, onSent }: { canTest: boolean; onSent(): void }) {
  const status = useApiQuery<MailStatusView>('/email/status', { failure });
  return (
    <FormSection title="Mail server" hint="Where the shop's emails go, and how many are waiting or failed.">
      <ListAlert loadError={status.error} onRetry={status.reload} />
      {status.data ? (
        <ServerFacts status={status.data} />
      ) : (
        status.loading && <ListLoading label="Loading the mail server status" rowHeight="h-10" />
      )}
      {canTest && (
        <TestEmailForm
          onSent={() => {
            status.reload();
            onSent();
          }}
        />
      )}
    </FormSection>
  );
}
