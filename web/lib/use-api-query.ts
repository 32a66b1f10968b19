// The one way a component reads from the REST API: asks when the path (or body) changes, gives up the older request,
// drops answers that are no longer wanted, and offers reload() for Retry and for a list to refresh after a change.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { apiRequest } from './api.ts';
import { EMPTY_QUERY, nextQueryState, queryView, runQuery, type QueryEvent, type QueryState } from './query-state.ts';

export interface ApiQueryOptions<T, E> {
  /** What a failure shows: the page's words for it (usually failureMessage with the spec's default). */
  failure(err: unknown): E;
  /** A JSON body makes the query a POST that only reads (a lookup, a quote). */
  body?: unknown;
  /** Keep the last answer on screen while the answer for another path loads (a list's next page or filter). */
  keepPreviousData?: boolean;
  /** Wait this long after the last change before asking (typing in a search box). */
  delayMs?: number;
  /** Told of each fresh answer, e.g. to keep a copy elsewhere (the session's user, the tracking history). */
  onData?(data: T): void;
  /** Extra request headers, read when the request starts (this browser's upload token for a tracking lookup). */
  headers?(): Record<string, string>;
}

export interface ApiQuery<T, E> {
  /** The answer for the current path (or the previous path's while loading, with keepPreviousData); null until then. */
  data: T | null;
  error: E | null;
  loading: boolean;
  /** Ask again; what is on screen stays meanwhile. The one way the browser refreshes after a change: Retry, a list
   *  after an action on one of its rows, a record after a change to it (with setData showing the answer at once). */
  reload(): void;
  /** Change the answer on screen at once (a row an action changed), until the next answer replaces it. */
  setData(update: (data: T) => T): void;
}

/** `path` is under /api (e.g. '/orders?page=2'); null asks nothing and forgets the last answer (not allowed yet,
 *  nothing typed, the step that needs it closed). */
export function useApiQuery<T, E = string>(path: string | null, options: ApiQueryOptions<T, E>): ApiQuery<T, E> {
  const { body, keepPreviousData = false, delayMs } = options;
  const bodyJson = body === undefined ? undefined : JSON.stringify(body);
  // A string, so a new body object with the same content (a re-render) asks nothing new.
  const key = path === null ? null : bodyJson === undefined ? path : `${path} ${bodyJson}`;
  const [state, setState] = useState<QueryState<T, E>>(EMPTY_QUERY);
  const [round, setRound] = useState(0);

  const dispatch = useCallback(
    (event: QueryEvent<T, E>) => setState((s) => nextQueryState(s, event, keepPreviousData)),
    [keepPreviousData],
  );
  // The caller's functions are new on every render; the request must not start again because of that.
  const failure = useEffectEvent((err: unknown) => options.failure(err));
  const received = useEffectEvent((data: T) => options.onData?.(data));
  const headers = useEffectEvent(() => options.headers?.());

  useEffect(() => {
    if (path === null || key === null) return dispatch({ type: 'clear' });
    return runQuery<T, E>({
      key,
      delayMs,
      failure: (err) => failure(err),
      dispatch: (event) => {
        if (event.type === 'success') received(event.data);
        dispatch(event);
      },
      request: (signal) =>
        apiRequest<T>(path, {
          ...(bodyJson !== undefined && { body: JSON.parse(bodyJson) as unknown }),
          headers: headers(),
          signal,
        }),
    });
  }, [path, key, bodyJson, delayMs, dispatch, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback((update: (data: T) => T) => dispatch({ type: 'update', update }), [dispatch]);
  return { ...queryView(state, key, keepPreviousData), reload, setData };
}
