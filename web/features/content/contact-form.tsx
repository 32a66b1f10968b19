// The contact page's message form: validated with the API's own schema, loaded only on submit to keep zod out of the
// page's first download; an optional attachment; idle, sending, success (form cleared, the message brought into view
// and focused, on a phone too) and error (what was typed is kept), SPEC §4.
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { Send } from '../../ui/icons/send.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { CONTACT_FAILURE, CONTACT_SUBJECTS, CONTACT_SUCCESS } from '../../../domain/contact.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ContactAnswer } from '../../../domain/schemas/contact.ts';
import { ContactAttachment, type ChosenAttachment } from './contact-attachment.tsx';

const FIELDS = ['name', 'email', 'phone', 'location', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
type Status = { kind: 'idle' | 'sending' | 'success' } | { kind: 'error'; message: string };

const EMPTY: Values = { name: '', email: '', phone: '', location: '', subject: '', message: '' };

function isField(key: PropertyKey | undefined): key is FieldName {
  return typeof key === 'string' && (FIELDS as readonly string[]).includes(key);
}

/** The server's own words for a refused message (400 validation, 429 too many); anything else gets the shop's failure text. */
function failureMessage(err: unknown): string {
  return err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : CONTACT_FAILURE;
}

export function ContactForm() {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attachment, setAttachment] = useState<ChosenAttachment | null>(null);
  // A new attachment field after a message went: its upload state starts clean with the cleared form.
  const [attachmentField, setAttachmentField] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const fieldId = (name: FieldName) => `${uid}-${name}`;
  const attachmentId = `${uid}-attachment`;

  // Sent from the bottom of a long form (a phone's screen shows only the button), the thanks appear where the shopper
  // is looking, and a screen reader starts there.
  useEffect(() => {
    if (status.kind !== 'success' || !statusRef.current) return;
    statusRef.current.scrollIntoView({ block: 'center' });
    statusRef.current.focus({ preventScroll: true });
  }, [status.kind]);

  function change(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    // Editing a field clears its message: the shopper sees at once that they dealt with it.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const { contactMessageSchema } = await import('../../../domain/schemas/contact.ts');
      const parsed = contactMessageSchema.safeParse(values);
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0];
          if (isField(key) && !found[key]) found[key] = issue.message;
        }
        setErrors(found);
        setStatus({ kind: 'idle' });
        const first = FIELDS.find((f) => found[f]);
        const control = first ? formRef.current?.elements.namedItem(first) : null;
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      setErrors({});
      // The file went up when it was chosen; wait for it, and leave its message beside the field if it failed.
      const uploaded = attachment ? await attachment.upload : null;
      if (uploaded && uploaded.status !== 'done') {
        setStatus({ kind: 'idle' });
        document.getElementById(attachmentId)?.focus();
        return;
      }
      const body = uploaded ? { ...parsed.data, attachment: uploaded.fileUrl } : parsed.data;
      await apiRequest<ContactAnswer>('/email/contact-form', { body });
      setValues(EMPTY);
      setAttachment(null);
      setAttachmentField((n) => n + 1);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', message: failureMessage(err) });
    }
  }

  const sending = status.kind === 'sending';
  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${uid}-title`}
      className="space-y-5"
    >
      <h2 id={`${uid}-title`} className="text-2xl sm:text-3xl">
        Send us a message
      </h2>
      <div ref={statusRef} role="status" aria-live="polite" tabIndex={-1} className="scroll-mt-24 outline-none">
        {status.kind === 'success' && (
          <p className="flex items-start gap-3 rounded-lg border border-leaf/30 bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {CONTACT_SUCCESS}
          </p>
        )}
      </div>
      <div role="alert">
        {status.kind === 'error' && (
          <p className="rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm font-medium text-madder">
            {status.message}
          </p>
        )}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Name" error={errors.name}>
          {(p) => (
            <input
              {...p}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={fieldId('email')} label="Email" error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => change('email', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={fieldId('phone')} label="Phone" optional error={errors.phone}>
          {(p) => (
            <input
              {...p}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="03XX-XXXXXXX"
              value={values.phone}
              onChange={(e) => change('phone', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={fieldId('location')} label="Location" optional error={errors.location}>
          {(p) => (
            <input
              {...p}
              name="location"
              autoComplete="address-level2"
              placeholder="City, country"
              value={values.location}
              onChange={(e) => change('location', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={fieldId('subject')} label="Subject" error={errors.subject}>
        {(p) => (
          <select
            {...p}
            name="subject"
            required
            value={values.subject}
            onChange={(e) => change('subject', e.target.value)}
          >
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={fieldId('message')} label="Message" error={errors.message}>
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={(e) => change('message', e.target.value)}
          />
        )}
      </FormField>

      <ContactAttachment key={attachmentField} id={attachmentId} value={attachment} onChange={setAttachment} />

      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden />
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
