// The email log card (issue 14): every message the shop sent or is sending, newest first, 50 on screen and paged
// beyond, filtered by status, type and words (recipient, subject, tracking or preorder ID); a failed or lost message
// is re-sent from its row (POST /api/email/log/{id}/resend), and the list shows the copy joining it.
import { useId, useState } from 'react';
import { MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATUS_LABELS, MAIL_STATUSES } from '../../../../domain/mail.ts';
import type { MailLogRow, MailSent } from '../../../../domain/schemas/mail-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { FormNotice } from '../../../ui/form-messages.tsx';
import { Mail } from '../../../ui/icons/mail.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { AdminListBody, FormSection, ListAlert, ListEmptyState, useListSearch } from '../kit/index.ts';
import { MailLogCards, MailLogTable } from './mail-log-rows.tsx';
import type { MailLog } from './use-mail-log.ts';

const messageCount = (n: number) => (n === 1 ? '1 email' : `${n.toLocaleString('en-PK')} emails`);

/** `mailLog` is the section's (messages-panel.tsx), so mail another card sends reloads it too. */
export function MailLogCard({ mailLog }: { mailLog: MailLog }) {
  const uid = useId();
  const { query, update, log } = mailLog;
  const [searchText, setSearchText] = useListSearch(query, update, log.data);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function resend(message: MailLogRow) {
    setPendingId(message._id);
    setResendError(null);
    setNotice(null);
    try {
      const answer = await apiRequest<MailSent>(`/email/log/${message._id}/resend`, { method: 'POST' });
      setNotice(`${answer.message} (${message.kindLabel} to ${message.recipient})`);
      log.reload();
    } catch (err) {
      setResendError(failureMessage(err, 'Failed to re-send the email. Please try again.'));
    } finally {
      setPendingId(null);
    }
  }

  const filtered = Boolean(query.search || query.status || query.kind);
  return (
    <FormSection
      title="Email log"
      hint="Every email the shop sends, newest first. Re-send one that failed or was lost."
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${uid}-search`} className={LABEL}>
            Search
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            aria-label="Search emails"
            placeholder="Email address, subject or order ID"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className={`${CONTROL} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-status`} className={LABEL}>
            Status
          </label>
          <select
            id={`${uid}-status`}
            value={query.status}
            onChange={(e) => update({ status: e.target.value as typeof query.status })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Any status</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-type`} className={LABEL}>
            Type
          </label>
          <select
            id={`${uid}-type`}
            value={query.kind}
            onChange={(e) => update({ kind: e.target.value as typeof query.kind })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Any type</option>
            {MAIL_KINDS.map((k) => (
              <option key={k} value={k}>
                {MAIL_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="*:not-empty:mt-4">
        <ListAlert actionError={resendError} loadError={log.error} onRetry={log.reload} />
        <FormNotice message={notice} />
      </div>
      <div className="mt-4">
        <AdminListBody
          page={log.data}
          loading={log.loading}
          loadingLabel="Loading the email log"
          count={messageCount}
          isEmpty={log.data?.messages.length === 0}
          empty={
            <ListEmptyState
              icon={Mail}
              title={filtered ? 'No emails match' : 'No emails yet'}
              hint={filtered ? 'Try another search or status.' : 'Order confirmations and other emails appear here.'}
            />
          }
          onPage={(page) => update({ page })}
        >
          {log.data && (
            <>
              <MailLogTable messages={log.data.messages} pendingId={pendingId} onResend={(m) => void resend(m)} />
              <MailLogCards messages={log.data.messages} pendingId={pendingId} onResend={(m) => void resend(m)} />
            </>
          )}
        </AdminListBody>
      </div>
    </FormSection>
  );
}
