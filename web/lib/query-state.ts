// The request lifecycle behind useApiQuery, in plain functions a test can drive without React or a browser: which
// answer belongs on screen, what a start, an answer or a failure changes, and one request's run (wait, ask, give up).
import { afterPause } from './after-pause.ts';

/** What useApiQuery remembers: the last answer or failure and the request (key) it belongs to. */
export interface QueryState<T, E> {
  key: string | null;
  data: T | null;
  error: E | null;
  settled: boolean;
}

export type QueryEvent<T, E> =
  | { type: 'clear' }
  | { type: 'start'; key: string }
  | { type: 'success'; key: string; data: T }
  | { type: 'failure'; key: string; error: E }
  | { type: 'update'; update: (data: T) => T };

export interface QueryView<T, E> {
  data: T | null;
  error: E | null;
  loading: boolean;
}

export const EMPTY_QUERY: QueryState<never, never> = { key: null, data: null, error: null, settled: false };

/**
 * What a component shows for `key` (null: nothing asked). An answer about another key is no answer: acting on it
 * would show another page's rows or drop products it does not mention. With keepPreviousData it stays on screen
 * while the new one loads (a list's next page without a flash of skeleton), still marked as loading.
 */
export function queryView<T, E>(state: QueryState<T, E>, key: string | null, keepPreviousData: boolean) {
  if (key === null) return { data: null, error: null, loading: false } satisfies QueryView<T, E>;
  if (state.key === key) return { data: state.data, error: state.error, loading: !state.settled };
  return { data: keepPreviousData ? state.data : null, error: null, loading: true } satisfies QueryView<T, E>;
}

/** The next state. Asking the same key again (Retry, a refresh after a change) keeps its answer on screen meanwhile;
 *  a failure keeps whatever was shown, with the reason beside it. Answers for a key no longer asked are dropped, and
 *  asking nothing (clear) forgets the answer: asked again later (the review step reopened), it loads afresh. */
export function nextQueryState<T, E>(
  state: QueryState<T, E>,
  event: QueryEvent<T, E>,
  keepPreviousData: boolean,
): QueryState<T, E> {
  switch (event.type) {
    case 'clear':
      return state.key === null ? state : EMPTY_QUERY;
    case 'start':
      return {
        key: event.key,
        data: state.key === event.key || keepPreviousData ? state.data : null,
        error: null,
        settled: false,
      };
    case 'success':
      return state.key === event.key ? { key: event.key, data: event.data, error: null, settled: true } : state;
    case 'failure':
      return state.key === event.key ? { ...state, error: event.error, settled: true } : state;
    case 'update':
      return state.data === null ? state : { ...state, data: event.update(state.data) };
  }
}

export interface QueryRun<T, E> {
  key: string;
  request(signal: AbortSignal): Promise<T>;
  failure(err: unknown): E;
  dispatch(event: QueryEvent<T, E>): void;
  /** Wait this long before asking: typing in a search box asks once, after the last keystroke. */
  delayMs?: number;
}

/** Starts one request and answers how to give it up (a newer request, or the component leaving). A request given up
 *  reports nothing: its late answer or its AbortError must not overwrite the newer one's. */
export function runQuery<T, E>({ key, request, failure, dispatch, delayMs = 0 }: QueryRun<T, E>): () => void {
  const controller = new AbortController();
  dispatch({ type: 'start', key });
  const ask = () => {
    request(controller.signal).then(
      (data) => !controller.signal.aborted && dispatch({ type: 'success', key, data }),
      (err: unknown) => !controller.signal.aborted && dispatch({ type: 'failure', key, error: failure(err) }),
    );
  };
  const cancelWait = delayMs > 0 ? afterPause(ask, delayMs) : (ask(), undefined);
  return () => {
    cancelWait?.();
    controller.abort();
  };
}
