// Loads what the proof checks found (issue 20) for the order or preorder open in the admin: GET /api/orders/{id}/
// proof-check or /api/preorders/{id}/proof-checks, asked again every few seconds while a check is still reading, and
// whenever the record changes (a screenshot added or replaced). Only for staff who confirm payments.
import { useEffect, useRef } from 'react';
import type { OrderProofCheckView, PreorderProofChecksView } from '../../../../domain/schemas/proof-check-views.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** How often a check that is still reading is asked about again. */
const PENDING_POLL_MS = 2_000;

const failure = (err: unknown) => failureMessage(err, 'The proof check could not be loaded.');

function usePolled<T>(path: string | null, pending: (data: T) => boolean, changedAt: string | undefined) {
  const query = useApiQuery<T>(path, { failure });
  const { data, reload } = query;
  const waiting = data !== null && pending(data);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(reload, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, data, reload]);
  // A screenshot added or replaced changes the record: its new check is asked for (not on the first render, which has
  // just asked).
  const seen = useRef(changedAt);
  useEffect(() => {
    if (seen.current === changedAt) return;
    seen.current = changedAt;
    reload();
  }, [changedAt, reload]);
  return query;
}

/** The check of an order's current screenshot; `order` null (or not allowed) asks nothing. */
export function useOrderProofCheck(order: { _id: string; updatedAt: string } | null, allowed: boolean) {
  return usePolled<OrderProofCheckView>(
    order && allowed ? `/orders/${order._id}/proof-check` : null,
    (d) => d.check?.status === 'pending',
    order?.updatedAt,
  );
}

/** Every screenshot's check of a preorder's two payments. */
export function usePreorderProofChecks(preorder: { _id: string; updatedAt: string } | null, allowed: boolean) {
  return usePolled<PreorderProofChecksView>(
    preorder && allowed ? `/preorders/${preorder._id}/proof-checks` : null,
    (d) => d.checks.some((c) => c.status === 'pending'),
    preorder?.updatedAt,
  );
}
