// The Messages section (messages:manage: admin and coordinator): everything the shop sends and receives by email, one
// card each; cards for what only an admin may do (newsletter:manage, settings:manage) show to admins only.
import { roleCan } from '../../../../domain/permissions.ts';
import type { PanelProps } from '../kit/index.ts';
import { NewsletterSubscribersCard } from './newsletter-subscribers-card.tsx';
import { ContactMessagesCard } from './contact-messages-card.tsx';
import { MailLogCard } from './mail-log-card.tsx';
import { useMailLog } from './use-mail-log.ts';
import { MailServerCard } from './mail-server-card.tsx';
import { NewsletterUpdateCard, WriteCustomerCard } from './compose-mail-card.tsx';

export default function MessagesPanel({ user }: PanelProps) {
  const mayManageNewsletter = roleCan(user.role, 'newsletter:manage');
  // Mail sent from one card (a test, a message to a customer) joins the log card's list at once.
  const mailLog = useMailLog();
  const showSent = mailLog.log.reload;
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm leading-relaxed text-muted">
        The mail the shop sends and the messages shoppers send to it.
        {mayManageNewsletter ? ' Newsletter subscribers are listed here too.' : ''}
      </p>
      <MailLogCard mailLog={mailLog} />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <MailServerCard canTest={roleCan(user.role, 'settings:manage')} onSent={showSent} />
        <WriteCustomerCard onSent={showSent} />
      </div>
      <ContactMessagesCard />
      {mayManageNewsletter && (
        <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
          <NewsletterSubscribersCard />
          <NewsletterUpdateCard onSent={showSent} />
        </div>
      )}
    </div>
  );
}
