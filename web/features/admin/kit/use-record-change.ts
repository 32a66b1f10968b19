// Sends one change staff make in an admin modal (an order's or a preorder's status, payment, notes...) and keeps what
// to say about it: SPEC §8's alert when it is refused, with the server's reason under it when it gave one (a 4xx), or
// the confirmation when it went through. The answer is the record as it is now.
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api.ts';

export interface ChangeFailure {
  message: string;
  reason: string | null;
}

interface ChangeTexts<T> {
  failed: string;
  done(record: T): string;
}

/** The server's words for a refusal it explained (an invalid number, stock sold meanwhile); none for a 5xx. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && !/^Request failed \(\d+\)$/.test(err.message)
    ? err.message
    : null;

export function useRecordChange<T>(onSaved: (record: T) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function send(
    path: string,
    body: unknown,
    texts: ChangeTexts<T>,
    method: 'PUT' | 'POST' | 'DELETE' = 'PUT',
  ): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const record = await apiRequest<T>(path, { method, ...(body === undefined ? {} : { body }) });
      setNotice(texts.done(record));
      onSaved(record);
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
