// Contact-form messages: stored durably first, so a message is never lost even when email is down.
import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export function createContactService({ db }: { db: Database }) {
  async function receive(message: ContactMessage): Promise<{ id: string }> {
    const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    return { id: row!.id };
  }
  return { receive };
}

export type ContactService = ReturnType<typeof createContactService>;
