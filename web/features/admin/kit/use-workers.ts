// The workshop's active artisans (GET /api/workshop/artisans), who an order or a preorder can be assigned to: loaded
// once, when the first record is opened by someone who may assign it.
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export type WorkersState = { list: ArtisanView[] | null; error: string | null; retry(): void };

const failure = (err: unknown) => failureMessage(err, 'Failed to load the artisans');

export function useWorkers(wanted: boolean): WorkersState {
  const { data, error, reload } = useApiQuery<ArtisanView[]>(wanted ? '/workshop/artisans' : null, { failure });
  return { list: data?.filter((a) => a.active) ?? null, error, retry: reload };
}
