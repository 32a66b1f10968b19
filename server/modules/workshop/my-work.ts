// My work (issue 30): what the signed-in worker sees on their phone: the cards whose current stage they hold, oldest
// due first, and the orders and preorders they are assigned to pack. Nothing about pay or customers' contact.
import type { MyWorkView, PackingTaskView } from '../../../domain/schemas/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../accounts/index.ts';
import type { ArtisanDirectory } from './artisan-directory.ts';
import type { JobReads } from './job-reads.ts';

export interface MyWorkDeps {
  artisans: Pick<ArtisanDirectory, 'ofUser'>;
  reads: Pick<JobReads, 'heldCards'>;
  /** The open orders and preorders an artisan is the assigned worker of (their modules read them). */
  assignedOrders(artisanId: string): Promise<PackingTaskView[]>;
  assignedPreorders(artisanId: string): Promise<PackingTaskView[]>;
}

export function createMyWork({ artisans, reads, assignedOrders, assignedPreorders }: MyWorkDeps) {
  async function of(actor: Actor): Promise<MyWorkView> {
    const artisan = await artisans.ofUser(actor.id);
    if (!artisan?.active) throw forbidden(WORKSHOP_MESSAGES.notAWorker);
    const [jobs, orders, preorders] = await Promise.all([
      reads.heldCards(artisan.id),
      assignedOrders(artisan.id),
      assignedPreorders(artisan.id),
    ]);
    return { artisan: { id: artisan.id, name: artisan.name }, jobs, packing: [...preorders, ...orders] };
  }
  return { of };
}

export type MyWork = ReturnType<typeof createMyWork>;
