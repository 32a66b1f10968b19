// zustand stores persisted in localStorage, rehydrated after React hydrates so server and client HTML agree.
import { useSyncExternalStore } from 'react';
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export function createPersistedStore<T>(name: string, version: number, initializer: StateCreator<T, [], []>) {
  return create<T>()(
    persist(initializer, {
      name,
      version,
      storage: createJSONStorage(() => localStorage),
      // The server renders empty stores; reading storage before hydration would make the HTML disagree.
      skipHydration: true,
    }),
  );
}

interface PersistApi {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
}

/** False on the server and until the store has read localStorage; pages show a quiet placeholder meanwhile. */
export function useStoreHydrated(store: PersistApi): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
