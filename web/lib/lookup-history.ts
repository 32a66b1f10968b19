// The last things this browser looked up or placed by their ID (orders by tracking ID, preorders by preorder ID):
// newest first, one entry per ID, at most 10 (SPEC §3 tracking history, §5), kept in localStorage for the next visit.
import { TRACKING_HISTORY_MAX } from '../../domain/limits.ts';
import { createPersistedStore, type PersistedStore } from './persisted-store.ts';

export interface LookupHistory<Entry> {
  /** The store, for a list to read with a selector. */
  store: PersistedStore<{ entries: Entry[] }>;
  /** The layout reads only the cart, wishlist and session; a history is read by the pages that show or add to it. */
  load(): void;
  /** Puts the entry first, replacing an older entry of the same ID. */
  remember(entry: Entry): void;
}

export function createLookupHistory<Entry>(storageKey: string, idOf: (entry: Entry) => string): LookupHistory<Entry> {
  const store = createPersistedStore<{ entries: Entry[] }>(storageKey, 1, () => ({ entries: [] }));
  const load = () => {
    if (!store.persist.hasHydrated()) store.persist.rehydrate();
  };
  const remember = (entry: Entry) => {
    load();
    const others = store.getState().entries.filter((e) => idOf(e) !== idOf(entry));
    store.setState({ entries: [entry, ...others].slice(0, TRACKING_HISTORY_MAX) });
  };
  return { store, load, remember };
}
