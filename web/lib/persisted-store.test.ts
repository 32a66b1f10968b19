// Stores kept in localStorage: nothing is read or written before hydration, saved data of this version is read back,
// anything else (another version, corrupt JSON, blocked storage) leaves the store empty instead of breaking the page,
// and a change made in another tab shows here.
import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowser, storage, storageEventFromOtherTab, tabStorage } from '../test/browser-stand-in.ts';
import { createPersistedStore } from './persisted-store.ts';

installBrowser();

interface Bag {
  lines: string[];
  owner: string | null;
  add(line: string): void;
}

let name = '';
let made = 0;
/** A fresh store under a fresh key for each test: stores are singletons with one storage listener each. */
function bagStore(onRead?: (state: Bag) => void) {
  name = `test.bag.${++made}`;
  return createPersistedStore<Bag>(
    name,
    2,
    (set, get) => ({ lines: [], owner: null, add: (line) => set({ lines: [...get().lines, line] }) }),
    onRead,
  );
}
const saved = () => JSON.parse(storage.getItem(name) ?? 'null') as unknown;
const save = (value: unknown) => storage.setItem(name, JSON.stringify(value));

beforeEach(() => {
  storage.clear();
  tabStorage.clear();
  storage.failWrites = false;
});

describe('createPersistedStore', () => {
  it('neither reads nor writes storage before hydration', () => {
    const bag = bagStore();
    save({ state: { lines: ['saved'] }, version: 2 });
    bag.getState().add('early');
    expect(bag.getState().lines).toEqual(['early']);
    expect(saved()).toEqual({ state: { lines: ['saved'] }, version: 2 });
    expect(bag.persist.hasHydrated()).toBe(false);
  });

  it('reads the saved state of its own version on rehydrate, keeping the actions', () => {
    const bag = bagStore();
    save({ state: { lines: ['kurta'], owner: 'u1' }, version: 2 });
    bag.persist.rehydrate();
    expect(bag.persist.hasHydrated()).toBe(true);
    expect(bag.getState()).toMatchObject({ lines: ['kurta'], owner: 'u1' });
    bag.getState().add('dupatta');
    expect(bag.getState().lines).toEqual(['kurta', 'dupatta']);
  });

  it('saves every change after hydration as { state, version }, without the functions', () => {
    const bag = bagStore();
    bag.persist.rehydrate();
    bag.getState().add('shawl');
    expect(saved()).toEqual({ state: { lines: ['shawl'], owner: null }, version: 2 });
  });

  it('ignores data saved under another version', () => {
    const bag = bagStore();
    save({ state: { lines: ['old shape'] }, version: 1 });
    bag.persist.rehydrate();
    expect(bag.getState().lines).toEqual([]);
  });

  it.each([
    ['corrupt JSON', '{"state": {"lines": ['],
    ['a bare value', '"hello"'],
    ['a version without state', '{"version": 2}'],
  ])('starts empty from %s, and saves over it at the next change', (_case, raw) => {
    const bag = bagStore();
    storage.setItem(name, raw);
    expect(() => bag.persist.rehydrate()).not.toThrow();
    expect(bag.getState().lines).toEqual([]);
    bag.getState().add('fresh');
    expect(saved()).toEqual({ state: { lines: ['fresh'], owner: null }, version: 2 });
  });

  it('keeps working for the visit when storage refuses writes', () => {
    const bag = bagStore();
    bag.persist.rehydrate();
    storage.failWrites = true;
    expect(() => bag.getState().add('kept in memory')).not.toThrow();
    expect(bag.getState().lines).toEqual(['kept in memory']);
  });

  it('lets onRead correct what was read, and saves the correction', () => {
    const bag = bagStore((state) => {
      if (state.owner === 'expired') bag.setState({ owner: null, lines: [] });
    });
    save({ state: { lines: ['a'], owner: 'expired' }, version: 2 });
    bag.persist.rehydrate();
    expect(bag.getState()).toMatchObject({ lines: [], owner: null });
    expect(saved()).toEqual({ state: { lines: [], owner: null }, version: 2 });
  });

  it('does not call onRead when nothing was saved', () => {
    const reads: Bag[] = [];
    const bag = bagStore((state) => reads.push(state));
    bag.persist.rehydrate();
    expect(reads).toEqual([]);
  });

  it('takes in what another tab saved under its key, and only its key', () => {
    const bag = bagStore();
    bag.persist.rehydrate();
    storageEventFromOtherTab(name, JSON.stringify({ state: { lines: ['from tab 2'] }, version: 2 }));
    expect(bag.getState().lines).toEqual(['from tab 2']);
    // Our key changes with no event for it (this tab wrote it): another key's event must not make us read it.
    save({ state: { lines: ['unannounced'] }, version: 2 });
    storageEventFromOtherTab(`${name}.other`, JSON.stringify({ state: { lines: ['not ours'] }, version: 2 }));
    expect(bag.getState().lines).toEqual(['from tab 2']);
  });

  it('tells hydration listeners once the saved state is in the store', () => {
    const bag = bagStore();
    save({ state: { lines: ['x'] }, version: 2 });
    const seen: string[][] = [];
    const stop = bag.persist.onFinishHydration(() => seen.push(bag.getState().lines));
    bag.persist.rehydrate();
    stop();
    bag.persist.rehydrate();
    expect(seen).toEqual([['x']]);
  });

  it("keeps a session store in the tab's sessionStorage, apart from localStorage", () => {
    name = `test.chat.${++made}`;
    const chat = createPersistedStore<{ lines: string[] }>(name, 1, () => ({ lines: [] }), undefined, 'session');
    tabStorage.setItem(name, JSON.stringify({ state: { lines: ['salaam'] }, version: 1 }));
    storage.setItem(name, JSON.stringify({ state: { lines: ['from localStorage'] }, version: 1 }));
    chat.persist.rehydrate();
    expect(chat.getState().lines).toEqual(['salaam']);
    chat.setState({ lines: ['salaam', 'kurta'] });
    expect(JSON.parse(tabStorage.getItem(name)!)).toEqual({ state: { lines: ['salaam', 'kurta'] }, version: 1 });
    expect(JSON.parse(storage.getItem(name)!)).toEqual({ state: { lines: ['from localStorage'] }, version: 1 });
  });
});
