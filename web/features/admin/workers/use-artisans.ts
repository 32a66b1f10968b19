// The workshop's artisans (GET /api/workshop/artisans, active first, by name), for the Workers tab and for the
// Production board's artisan filter and holder selects; reload() after one is added or changed.
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { ARTISAN_TEXTS } from './artisan-texts.ts';

const failure = (err: unknown) => failureMessage(err, ARTISAN_TEXTS.loadFailed);

export function useArtisans() {
  return useApiQuery<ArtisanView[]>('/workshop/artisans', { failure, keepPreviousData: true });
}
