// useApiQuery's lifecycle without a browser: which answer is on screen while another loads, that a late answer for a
// request given up never lands, that Retry keeps the answer shown, and that a search waits for the last keystroke.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY, nextQueryState, queryView, runQuery, type QueryEvent, type QueryState } from './query-state.ts';

type State = QueryState<string[], string>;

function play(events: QueryEvent<string[], string>[], keepPreviousData = false): State {
  return events.reduce<State>((s, e) => nextQueryState(s, e, keepPreviousData), EMPTY_QUERY);
}

const pageOne = play([
  { type: 'start', key: '/orders?page=1' },
  { type: 'success', key: '/orders?page=1', data: ['a', 'b'] },
]);

describe('queryView', () => {
  it('shows nothing and is not loading when nothing is asked', () => {
    expect(queryView(pageOne, null, true)).toEqual({ data: null, error: null, loading: false });
  });

  it('is loading at once when the key changes, before any effect ran', () => {
    expect(queryView(pageOne, '/orders?page=2', false)).toEqual({ data: null, error: null, loading: true });
  });

  it('keeps the previous page on screen with keepPreviousData, still loading', () => {
    expect(queryView(pageOne, '/orders?page=2', true)).toEqual({ data: ['a', 'b'], error: null, loading: true });
  });

  it('shows the answer for its own key', () => {
    expect(queryView(pageOne, '/orders?page=1', false)).toEqual({ data: ['a', 'b'], error: null, loading: false });
  });
});

describe('nextQueryState', () => {
  it('keeps the answer while the same key is asked again (Retry, refresh after a change)', () => {
    const state = nextQueryState(pageOne, { type: 'start', key: '/orders?page=1' }, false);
    expect(queryView(state, '/orders?page=1', false)).toEqual({ data: ['a', 'b'], error: null, loading: true });
  });

  it('drops the old answer for a new key unless asked to keep it', () => {
    expect(nextQueryState(pageOne, { type: 'start', key: '/orders?page=2' }, false).data).toBeNull();
    expect(nextQueryState(pageOne, { type: 'start', key: '/orders?page=2' }, true).data).toEqual(['a', 'b']);
  });

  it('keeps what is shown beside a failure', () => {
    const state = play(
      [
        { type: 'start', key: 'k' },
        { type: 'success', key: 'k', data: ['a'] },
        { type: 'start', key: 'k' },
        { type: 'failure', key: 'k', error: 'Failed to fetch orders' },
      ],
      false,
    );
    expect(queryView(state, 'k', false)).toEqual({ data: ['a'], error: 'Failed to fetch orders', loading: false });
  });

  it('ignores an answer for a key no longer asked', () => {
    const state = play([
      { type: 'start', key: 'old' },
      { type: 'start', key: 'new' },
      { type: 'success', key: 'old', data: ['stale'] },
    ]);
    expect(queryView(state, 'new', false)).toEqual({ data: null, error: null, loading: true });
  });

  it('forgets the answer when nothing is asked, so asking the same again loads afresh', () => {
    const cleared = nextQueryState(pageOne, { type: 'clear' }, true);
    const again = nextQueryState(cleared, { type: 'start', key: '/orders?page=1' }, true);
    expect(queryView(again, '/orders?page=1', true)).toEqual({ data: null, error: null, loading: true });
  });

  it('changes the shown answer in place, and nothing when there is none', () => {
    const update = (rows: string[]) => rows.map((r) => r.toUpperCase());
    expect(nextQueryState(pageOne, { type: 'update', update }, false).data).toEqual(['A', 'B']);
    expect(nextQueryState<string[], string>(EMPTY_QUERY, { type: 'update', update }, false)).toBe(EMPTY_QUERY);
  });
});

describe('runQuery', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the answer, or the failure in the words given', async () => {
    const events: QueryEvent<number, string>[] = [];
    runQuery<number, string>({
      key: 'k',
      request: () => Promise.resolve(1),
      failure: String,
      dispatch: (e) => events.push(e),
    });
    runQuery<number, string>({
      key: 'k',
      request: () => Promise.reject(new Error('boom')),
      failure: () => 'Failed to load dashboard',
      dispatch: (e) => events.push(e),
    });
    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events).toEqual([
      { type: 'start', key: 'k' },
      { type: 'start', key: 'k' },
      { type: 'success', key: 'k', data: 1 },
      { type: 'failure', key: 'k', error: 'Failed to load dashboard' },
    ]);
  });

  it('aborts the request it gave up and reports nothing of it', async () => {
    const events: QueryEvent<number, string>[] = [];
    let seen: AbortSignal | undefined;
    let answer!: (n: number) => void;
    const stop = runQuery({
      key: 'k',
      request: (signal) => {
        seen = signal;
        return new Promise<number>((resolve) => (answer = resolve));
      },
      failure: String,
      dispatch: (e) => events.push(e),
    });
    stop();
    answer(1);
    await Promise.resolve();
    expect(seen?.aborted).toBe(true);
    expect(events).toEqual([{ type: 'start', key: 'k' }]);
  });

  it('waits delayMs before asking, and asks nothing when given up before then', () => {
    vi.useFakeTimers();
    const request = vi.fn(() => Promise.resolve(1));
    const stop = runQuery({ key: 'k', request, failure: String, dispatch: () => undefined, delayMs: 300 });
    vi.advanceTimersByTime(299);
    stop();
    vi.advanceTimersByTime(10);
    expect(request).not.toHaveBeenCalled();
    runQuery({ key: 'k', request, failure: String, dispatch: () => undefined, delayMs: 300 });
    vi.advanceTimersByTime(300);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
