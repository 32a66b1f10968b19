// For the web's unit tests, which run in Node: real in-memory localStorage and sessionStorage, and a `window` that carries events, so the
// stores' persistence and cross-tab sync run as they do in the browser.
import { setMaxListeners } from 'node:events';

/** The Storage interface kept in a Map; `failWrites` makes setItem throw as a full or blocked storage does. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failWrites = false;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

export const storage = new MemoryStorage();
/** The tab's sessionStorage, apart from localStorage as in the browser. */
export const tabStorage = new MemoryStorage();

/** Installs the stand-ins once per test file; call before importing any store (they read `window` when rehydrating). */
export function installBrowser(): void {
  const events = new EventTarget();
  // Each store listens once for other tabs' writes; a test file may make more stores than Node's default warns at.
  setMaxListeners(Infinity, events);
  Object.assign(globalThis, { localStorage: storage, sessionStorage: tabStorage, window: events });
}

/** What the browser fires in this tab when another tab of the shop writes `key`. */
export function storageEventFromOtherTab(key: string, value: string): void {
  storage.setItem(key, value);
  window.dispatchEvent(Object.assign(new Event('storage'), { key }));
}
