// The lists' 'Assigned worker' filter (issue 30): an artisan's id in the address (?worker=), checked before it reaches
// the API, and the select that offers the active artisans.
import type { FilterSelect } from './list-filters-bar.tsx';
import type { WorkersState } from './use-workers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The worker filter as the address holds it: an id, or '' for anything else. */
export const workerParam = (value: string | null): string => (value && UUID.test(value) ? value : '');

export function workerFilter(workers: WorkersState, value: string, onChange: (value: string) => void): FilterSelect {
  const list = workers.list ?? [];
  return {
    name: 'worker',
    label: 'Assigned worker',
    anyLabel: 'Any worker',
    // The one chosen stays offered while the list loads (or after they were deactivated).
    options: [
      ...list.map((a) => ({ value: a.id, label: a.name })),
      ...(value && !list.some((a) => a.id === value) ? [{ value, label: 'Chosen worker' }] : []),
    ],
    value,
    onChange: (v) => onChange(workerParam(v)),
  };
}
