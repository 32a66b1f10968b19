// An admin list's filters and page kept in the address beside ?tab= (so paging, a reload or a shared link keeps them),
// read leniently: an unknown status or a malformed date is ignored rather than sent to the API.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value if the list has it, else '' (no filter). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : '';
/** A YYYY-MM-DD date, else ''. */
export const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');
/** A page number from 1, else 1. */
export const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `param` names each field's parameter in the address; `read` turns the address into the query. */
export function useAddressQuery<Q extends { page: number }>(
  param: Record<keyof Q & string, string>,
  read: (params: URLSearchParams) => Q,
) {
  const [params, setParams] = useSearchParams();
  const query = read(params);

  /** A change of any filter starts again at page 1; the other parameters (?tab=) are kept. */
  const update = useCallback(
    (changes: Partial<Q>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof Q & string, unknown][]) {
            const empty = value === '' || (key === 'page' && value === 1);
            if (empty) next.delete(param[key]);
            else next.set(param[key], String(value));
          }
          if (!('page' in changes)) next.delete(param['page' as keyof Q & string]);
          return next;
        },
        // The same screen with other rows: no new history entry, no jump to the top.
        { replace: true, preventScrollReset: true },
      ),
    [setParams, param],
  );

  return { query, update };
}
