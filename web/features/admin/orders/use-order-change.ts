// Sends one change of an order (status, payment, assignee) and keeps what to say about it: SPEC §8's alert when it is
// refused, with the server's reason under it when it gave one (a 4xx), or the confirmation when it went through.
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import type { FullOrder } from '../../orders/order-types.ts';

export interface ChangeFailure {
  message: string;
  reason: string | null;
}

interface ChangeTexts {
  failed: string;
  done(order: FullOrder): string;
}

/** The server's words for a refusal it explained (an invalid number, stock sold meanwhile); none for a 5xx. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && !/^Request failed \(\d+\)$/.test(err.message)
    ? err.message
    : null;

export function useOrderChange(onSaved: (order: FullOrder) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function send(path: string, body: unknown, texts: ChangeTexts): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const order = await apiRequest<FullOrder>(path, { method: 'PUT', body });
      setNotice(texts.done(order));
      onSaved(order);
      return true;
    } catch (err) {
      setFailure({ message: texts.failed, reason: reasonOf(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, notice, send };
}
