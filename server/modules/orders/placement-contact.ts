// Who an order or a preorder is for, and its tracking ID: shared by checkout, staff-entered orders and preorders.
import crypto from 'node:crypto';
import { randomReference } from '../../../domain/references.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AccountDirectory, Actor } from '../accounts/index.ts';

/** 'HC-' and 12 characters of a 32-letter alphabet: 60 random bits (DECISIONS X4). */
export const newTrackingId = (): string => randomReference('HC', crypto.randomInt);

/** Who an order or a preorder is for. A guest's is whoever the form names. A signed-in shopper's may be delivered to
 *  another name and phone (a gift, a relative), but its mail goes to the account's own address: an address typed into
 *  the form would let anyone signed in send the shop's mail, with their order and their name on it, to a stranger's
 *  inbox. */
export async function placementContact(
  accounts: Pick<AccountDirectory, 'contactOf'>,
  actor: Actor | null,
  guestInfo: { name: string; email: string; phoneNumber: string } | undefined,
): Promise<{ name: string; email: string; phoneNumber: string }> {
  if (!actor) {
    if (!guestInfo) throw badRequest('Your name, email and phone number are required');
    return guestInfo;
  }
  const user = await accounts.contactOf(actor.id);
  if (!user) throw badRequest('Your name, email and phone number are required');
  return {
    name: guestInfo?.name ?? user.name,
    phoneNumber: guestInfo?.phoneNumber ?? user.phoneNumber,
    email: user.email,
  };
}
