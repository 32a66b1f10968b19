// The small store every piece of browser state is built on: merging updates, telling subscribers, and giving server
// rendering (and hydration) the initial state whatever has changed since, so server and client HTML agree.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';

interface Counter {
  count: number;
  label: string;
  increment(): void;
}

const counterStore = () =>
  createStore<Counter>((set, get) => ({
    count: 0,
    label: 'items',
    increment: () => set({ count: get().count + 1 }),
  }));

describe('createStore', () => {
  it('merges a partial update into the state, keeping the other fields', () => {
    const store = counterStore();
    store.setState({ count: 5 });
    expect(store.getState()).toMatchObject({ count: 5, label: 'items' });
  });

  it('passes the current state to an updater function', () => {
    const store = counterStore();
    store.setState({ count: 2 });
    store.setState((s) => ({ count: s.count * 10 }));
    expect(store.getState().count).toBe(20);
  });

  it('lets actions read and write through get and set', () => {
    const store = counterStore();
    store.getState().increment();
    store.getState().increment();
    expect(store.getState().count).toBe(2);
  });

  it('makes a new state object on every change, so selectors see it changed', () => {
    const store = counterStore();
    const before = store.getState();
    store.setState({ count: 1 });
    expect(store.getState()).not.toBe(before);
    expect(before.count).toBe(0);
  });

  it('tells each subscriber of every change until it unsubscribes', () => {
    const store = counterStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().count));
    store.setState({ count: 1 });
    store.setState({ count: 2 });
    unsubscribe();
    store.setState({ count: 3 });
    expect(seen).toEqual([1, 2]);
  });

  it('renders the initial state on the server even after the state changed', () => {
    const store = counterStore();
    store.setState({ count: 7 });
    function Badge() {
      return createElement(
        'span',
        null,
        store((s) => `${s.count} ${s.label}`),
      );
    }
    expect(renderToString(createElement(Badge))).toBe('<span>0 items</span>');
  });
});
