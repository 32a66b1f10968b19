// A minimal state store for React: get, set, subscribe and a hook with a selector (the part of zustand the shop used,
// in a few hundred bytes instead of 2 KB on every page).
import { useSyncExternalStore } from 'react';

export type SetState<T> = (partial: Partial<T> | ((state: T) => Partial<T>)) => void;
export type StateCreator<T> = (set: SetState<T>, get: () => T) => T;

export interface StoreApi<T> {
  getState(): T;
  setState: SetState<T>;
  subscribe(listener: () => void): () => void;
}

/** Call it as a hook with a selector (`useCart((s) => s.lines)`), or use getState/setState outside React. */
export type Store<T> = (<U>(selector: (state: T) => U) => U) & StoreApi<T>;

export function createStore<T>(initializer: StateCreator<T>): Store<T> {
  const listeners = new Set<() => void>();
  const getState = () => state;
  const setState: SetState<T> = (partial) => {
    const changes = typeof partial === 'function' ? partial(state) : partial;
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  let state = initializer(setState, getState);
  // The server (and hydration) always see the initial state, so server and client HTML agree.
  const initialState = state;
  const useStore = <U>(selector: (state: T) => U) =>
    useSyncExternalStore(
      subscribe,
      () => selector(state),
      () => selector(initialState),
    );
  return Object.assign(useStore, { getState, setState, subscribe });
}
