// The Messages section's "Contact messages" card (messages:manage): what shoppers sent through the contact form, newest
// first, 20 a page: sender, email (mailto), phone, subject, message, date and the attachment to download.
import { useState } from 'react';
import { CONTACT_SUBJECTS } from '../../../../domain/contact.ts';
import type { ContactMessageView } from '../../../../domain/schemas/contact-views.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { Download } from '../../../ui/icons/download.ts';
import { Mail } from '../../../ui/icons/mail.ts';
import { AdminListBody, FormSection, ListAlert, ListEmptyState } from '../kit/index.ts';
import { useContactMessages } from './use-contact-messages.ts';

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

function ContactMessageItem({ message }: { message: ContactMessageView }) {
  const { attachment } = message;
  return (
    <li className="rounded-xl border border-linen bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-medium text-ink">{message.name}</h3>
        <time dateTime={message.createdAt} className="text-xs text-muted">
          {orderDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href={`mailto:${message.email}`}
          className="break-all text-madder underline underline-offset-4 hover:text-ink"
        >
          {message.email}
        </a>
        {message.phone && (
          <a href={`tel:${message.phone}`} className="text-ink underline underline-offset-4 hover:text-madder">
            {message.phone}
          </a>
        )}
        {message.location && <span className="text-muted">{message.location}</span>}
      </p>
      <p className="mt-3 text-xs font-semibold uppercase tracking-[0.15em] text-gold">
        {subjectLabel(message.subject)}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-ink">{message.message}</p>
      {attachment && (
        <a
          href={attachment.downloadUrl}
          download={attachment.fileName}
          className="mt-4 inline-flex min-h-11 max-w-full items-center gap-2 rounded-xl border border-ink px-4 py-2 text-left text-sm font-semibold transition hover:bg-ink hover:text-white"
        >
          <Download className="h-4 w-4 shrink-0" aria-hidden />
          {/* A long file name wraps on a phone rather than hiding its extension. */}
          <span className="min-w-0 break-words">
            Download {attachment.fileName}{' '}
            <span className="whitespace-nowrap font-normal opacity-70">({formatFileSize(attachment.size)})</span>
          </span>
        </a>
      )}
    </li>
  );
}

export function ContactMessagesCard() {
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useContactMessages(page);
  return (
    <FormSection title="Contact messages" hint="What shoppers sent through the contact page, newest first.">
      <ListAlert loadError={error} onRetry={reload} />
      <AdminListBody
        page={data}
        loading={loading}
        loadingLabel="Loading contact messages"
        rowHeight="h-28"
        count={(total) => `${total} ${total === 1 ? 'message' : 'messages'}`}
        isEmpty={data?.messages.length === 0}
        empty={
          <ListEmptyState
            icon={Mail}
            title="No messages yet"
            hint="Messages sent from the contact page will appear here."
          />
        }
        onPage={setPage}
      >
        <ol className="mt-4 space-y-3" aria-label="Contact messages">
          {data?.messages.map((message) => (
            <ContactMessageItem key={message._id} message={message} />
          ))}
        </ol>
      </AdminListBody>
    </FormSection>
  );
}
