// Contact-form messages: stored durably first, so a message is never lost even when email is down; staff read them
// newest first, each attachment through a short-lived signed download link.
import { count, desc } from 'drizzle-orm';
import { CONTACT_ATTACHMENT_MISSING, CONTACT_MESSAGES_PAGE_SIZE } from '../../../domain/contact.ts';
import type { ContactMessage, ContactMessageListQuery } from '../../../domain/schemas/contact.ts';
import type { ContactMessagePageView } from '../../../domain/schemas/contact-views.ts';
import { safeFileName } from '../../../domain/uploads.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ContactSettingsPayload } from '../../../domain/schemas/settings.ts';
import type { UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mail.ts';

/** The stored file a message carries: what a mail needs to name it and attach its bytes (uploads.readStored(uploadId)). */
export interface ContactAttachment {
  uploadId: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** A message as received: what the mail to the shop and the acknowledgement to the sender need. */
export interface ReceivedContactMessage extends Omit<ContactMessage, 'attachment'> {
  id: string;
  createdAt: Date;
  attachment: ContactAttachment | null;
}

/** Two messages naming one file: the second is refused like a file that is not there (the unique attachment_id). */
function isAttachmentTaken(err: unknown): boolean {
  const cause =
    (err as { cause?: { code?: string; constraint?: string } })?.cause ??
    (err as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === 'contact_messages_attachment_id_unique';
}

export interface ContactDeps {
  db: Database;
  uploads: UploadsService;
  outbox: OutboxService;
  /** The shop's contact details from the settings: where the message goes, and what the acknowledgement tells. */
  shopContact: () => Promise<ContactSettingsPayload>;
  linkBaseUrl: string;
}

export function createContactService({ db, uploads, outbox, shopContact, linkBaseUrl }: ContactDeps) {
  /** Only a stored upload of the contact-attachments bucket may ride along; anything else is a 400. */
  async function attachmentOf(fileUrl: string | undefined): Promise<ContactAttachment | null> {
    if (!fileUrl) return null;
    const upload = await uploads.storedUpload(fileUrl);
    if (!upload || upload.bucket !== 'contact-attachments') throw badRequest(CONTACT_ATTACHMENT_MISSING);
    const facts = await uploads.storedFileFacts(upload.id);
    if (!facts) throw badRequest(CONTACT_ATTACHMENT_MISSING);
    return {
      uploadId: upload.id,
      fileName: safeFileName(facts.originalName),
      contentType: facts.contentType,
      size: facts.byteSize,
      storageKey: facts.storageKey,
    };
  }

  async function receive({ attachment: fileUrl, ...message }: ContactMessage): Promise<ReceivedContactMessage> {
    const attachment = await attachmentOf(fileUrl);
    const shop = await shopContact();
    try {
      const received = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            ...message,
            attachmentId: attachment?.uploadId ?? null,
            attachmentName: attachment?.fileName ?? null,
            attachmentType: attachment?.contentType ?? null,
            attachmentSize: attachment?.size ?? null,
          })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        // The sender can no longer delete the file staff are about to read.
        if (attachment) await uploads.markAttached(tx, attachment.uploadId);
        // The message to the shop (the file attached, a reply goes to the sender) and the sender's acknowledgement.
        const file = attachment
          ? { filename: attachment.fileName, contentType: attachment.contentType, storageKey: attachment.storageKey }
          : null;
        await outbox.queue(tx, contactToShopMail(message, shop.email, file, linkBaseUrl));
        await outbox.queue(tx, contactAcknowledgementMail(message, shop, linkBaseUrl));
        return { id: row!.id, createdAt: row!.createdAt, ...message, attachment };
      });
      outbox.wake();
      return received;
    } catch (err) {
      if (isAttachmentTaken(err)) throw badRequest(CONTACT_ATTACHMENT_MISSING);
      throw err;
    }
  }

  async function list({ page }: ContactMessageListQuery): Promise<ContactMessagePageView> {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages);
    const rows = await db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_MESSAGES_PAGE_SIZE)
      .offset((page - 1) * CONTACT_MESSAGES_PAGE_SIZE);
    return {
      messages: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        location: row.location,
        subject: row.subject,
        message: row.message,
        attachment: row.attachmentId
          ? {
              fileName: row.attachmentName!,
              contentType: row.attachmentType!,
              size: row.attachmentSize!,
              downloadUrl: uploads.viewUrl(row.attachmentId),
            }
          : null,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / CONTACT_MESSAGES_PAGE_SIZE)),
    };
  }

  return { receive, list };
}

export type ContactService = ReturnType<typeof createContactService>;
