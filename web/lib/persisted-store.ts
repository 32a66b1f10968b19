// Stores kept in localStorage (or, for what lasts one visit, sessionStorage), read only after React hydrates so server
// and client HTML agree, and kept in step across the shopper's open tabs. The saved shape is { state, version }; data saved under another version is ignored.
import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type Store } from './store.ts';

interface Persistence {
  /** Reads the saved state into the store; called once after hydration (root.tsx). */
  rehydrate(): void;
  hasHydrated(): boolean;
  onFinishHydration(listener: () => void): () => void;
}

export type PersistedStore<T> = Store<T> & { persist: Persistence };

/** `onRead` sees every state read from storage (at start and from other tabs) and may correct it, e.g. end a stale session.
 *  `area` 'session' keeps the state for this tab's visit only (the assistant's conversation). */
export function createPersistedStore<T>(
  name: string,
  version: number,
  initializer: StateCreator<T>,
  onRead?: (state: T) => void,
  area: 'local' | 'session' = 'local',
): PersistedStore<T> {
  const store = createStore(initializer);
  const hydrationListeners = new Set<() => void>();
  let hydrated = false;
  let reading = false;
  const storage = () => (area === 'session' ? sessionStorage : localStorage);

  function read(): void {
    try {
      const saved = JSON.parse(storage().getItem(name) ?? 'null') as { state?: Partial<T>; version?: number } | null;
      if (saved?.version === version && saved.state) {
        reading = true;
        store.setState(saved.state);
        reading = false;
        onRead?.(store.getState());
      }
    } catch {
      // Unreadable or blocked storage (private mode, a hand-edited value): start empty rather than fail the page.
    } finally {
      reading = false;
    }
  }

  // Functions drop out of JSON, so only the data is saved.
  store.subscribe(() => {
    if (!hydrated || reading) return;
    try {
      storage().setItem(name, JSON.stringify({ state: store.getState(), version }));
    } catch {
      // Full or blocked storage: the store still works for this visit.
    }
  });

  const persist: Persistence = {
    rehydrate() {
      if (!hydrated) window.addEventListener('storage', (event) => event.key === name && read());
      // Hydrated before reading, so a correction made by onRead is saved.
      hydrated = true;
      read();
      for (const listener of hydrationListeners) listener();
    },
    hasHydrated: () => hydrated,
    onFinishHydration(listener) {
      hydrationListeners.add(listener);
      return () => void hydrationListeners.delete(listener);
    },
  };
  return Object.assign(store, { persist });
}

/** False on the server and until the store has read localStorage; pages show a quiet placeholder meanwhile. */
export function useStoreHydrated(store: { persist: Persistence }): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
