// Loads every home image (GET /api/images/all) and loads them again on reload(): SPEC §4 refetches the whole list
// after each create, update, delete, toggle and set-active, since one change can switch other images off.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { HomeImage } from './home-image-types.ts';

const failure = (err: unknown) => failureMessage(err, 'Failed to fetch images');

export function useHomeImages() {
  return useApiQuery<HomeImage[]>('/images/all', { failure });
}
