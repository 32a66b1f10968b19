// Opens the record named by ?open=<id> in the address (the proof check's links to another order or preorder), then
// drops the parameter so closing the modal and reloading do not open it again.
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

export function useOpenFromAddress(open: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  // Only an id: nothing else from a link reaches an API path.
  const id = params.get('open');
  const valid = id !== null && /^[0-9a-f-]{36}$/.test(id);
  const opening = useEffectEvent((which: string) => open(which));
  useEffect(() => {
    if (!id) return;
    if (valid) opening(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [id, valid, setParams]);
}
