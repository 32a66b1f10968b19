// The workshop's artisans (GET /api/workshop/artisans, active first, by name): the Workers tab and the Production
// board read them all; the orders' and preorders' worker selects and filters take the active ones (useWorkers).
// reload() after one is added or changed.
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

const failure = (err: unknown) => failureMessage(err, 'Could not load the artisans. Please try again.');

/** `wanted` false asks nothing (someone who does not see the workshop). */
export function useArtisans(wanted = true) {
  return useApiQuery<ArtisanView[]>(wanted ? '/workshop/artisans' : null, { failure, keepPreviousData: true });
}
