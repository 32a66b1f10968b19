// Loads every home image (GET /api/images/all) and loads them again on reload(): SPEC §4 refetches the whole list
// after each create, update, delete, toggle and set-active, since one change can switch other images off.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { HomeImage } from './home-image-types.ts';

export function useHomeImages() {
  const [state, setState] = useState<{ images: HomeImage[] | null; loading: boolean; error: string | null }>({
    images: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<HomeImage[]>('/images/all', { signal: controller.signal })
      .then((images) => setState({ images, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to fetch images') }));
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
