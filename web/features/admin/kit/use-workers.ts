// The artisans an order or a preorder can be assigned to (issue 30): the workshop's active ones, for the lists'
// 'Assigned worker' filter and the modals' assignment.
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { useArtisans } from './use-artisans.ts';

export type WorkersState = { list: ArtisanView[] | null; error: string | null; retry(): void };

export function useWorkers(wanted: boolean): WorkersState {
  const { data, error, reload } = useArtisans(wanted);
  return { list: data?.filter((a) => a.active) ?? null, error, retry: reload };
}
