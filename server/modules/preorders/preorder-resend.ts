// Staff re-send a preorder's emails from the admin panel (SPEC §7: /email/preorder-confirmation/{id} and
// /email/preorder-status-update/{id}): the same message the event queued, rebuilt from the preorder as it is now.
import { eq } from 'drizzle-orm';
import { MAIL_MESSAGES, MAIL_REFUSALS } from '../../../domain/mail.ts';
import { PREORDER_STATUS_LABELS } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { Database } from '../../db/client.ts';
import { preorderItems } from '../../db/schema/preorders.ts';
import { badRequest } from '../../lib/errors.ts';
import type { OutboxService, QueuedMail } from '../notifications/index.ts';
import { preorderConfirmationMail, preorderStatusMail } from './preorder-mail.ts';
import { existingPreorder, preorderItemRows, type PreorderRow } from './preorder-rows.ts';

export interface PreorderResendDeps {
  db: Database;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  linkBaseUrl: string;
  paymentAccounts: () => Promise<PaymentSettingsView>;
}

export function createPreorderResend({ db, outbox, linkBaseUrl, paymentAccounts }: PreorderResendDeps) {
  /** A preorder staff took by phone may have no email address: nothing to send to. */
  async function mailablePreorder(id: string): Promise<PreorderRow> {
    const preorder = await existingPreorder(db, id);
    if (!preorder.customerEmail) throw badRequest(MAIL_REFUSALS.noAddress);
    return preorder;
  }

  async function send(mail: QueuedMail) {
    await outbox.queue(db, mail);
    outbox.wake();
  }

  /** The confirmation with its items, the half paid, the dates promised (as staff may have moved them) and the account. */
  async function confirmation(id: string) {
    const preorder = await mailablePreorder(id);
    const items = await preorderItemRows(db, eq(preorderItems.preorderId, preorder.id));
    const estimatedTimeline = {
      productionStart: preorder.estProductionStart,
      productionEnd: preorder.estProductionEnd,
      readyForDelivery: preorder.estReadyForDelivery,
      estimatedDelivery: preorder.estDelivery,
    };
    await send(
      preorderConfirmationMail({ ...preorder, items, estimatedTimeline }, await paymentAccounts(), linkBaseUrl),
    );
    return { success: true as const, message: MAIL_MESSAGES.preorderConfirmationSent };
  }

  /** The current status in the spec's words. */
  async function statusUpdate(id: string) {
    const preorder = await mailablePreorder(id);
    const words = PREORDER_MESSAGES.statusEmail(PREORDER_STATUS_LABELS[preorder.status]);
    await send(preorderStatusMail(preorder, preorder.status, words, linkBaseUrl));
    return { success: true as const, message: MAIL_MESSAGES.preorderStatusSent };
  }

  return { confirmation, statusUpdate };
}

export type PreorderResend = ReturnType<typeof createPreorderResend>;
