// The ID box of a lookup page (/track-order, /preorders): the ID looked up lives in the address (?id=), so a result
// can be shared, reloaded or reached with Back; the box follows it, and an empty box gets the page's message.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The ID in the address, in its normal form, or null when there is none. */
export function useAddressId(normalise: (raw: string) => string): string | null {
  const [params] = useSearchParams();
  const raw = params.get('id')?.trim() ?? '';
  return raw ? normalise(raw) : null;
}

export interface LookupForm {
  input: string;
  error: string | null;
  change: (value: string) => void;
  submit: (e: FormEvent) => void;
  /** Looks this ID up (typed, or picked from the recent ones); the one on screen is fetched again. */
  track: (id: string) => void;
}

export function useLookupForm(
  id: string | null,
  reload: () => void,
  normalise: (raw: string) => string,
  requiredMessage: string,
): LookupForm {
  const [, setParams] = useSearchParams();
  const [input, setInput] = useState(id ?? '');
  const [error, setError] = useState<string | null>(null);

  // Back and Forward change the address: the box shows the ID whose result is on screen.
  useEffect(() => setInput(id ?? ''), [id]);

  function track(next: string) {
    setInput(next);
    setError(null);
    if (next === id) reload();
    else setParams({ id: next });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!input.trim()) {
      setError(requiredMessage);
      return;
    }
    track(normalise(input));
  }

  function change(value: string) {
    setInput(value);
    if (error) setError(null);
  }

  return { input, error, change, submit, track };
}
