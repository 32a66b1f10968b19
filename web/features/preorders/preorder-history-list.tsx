// The last preorders tracked or placed in this browser (at most 10), each one click from its production diary.
import { useEffect } from 'react';
import { formatPkr } from '../../../domain/money.ts';
import { PREORDER_STATUS_LABELS } from '../../../domain/preorders.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { RecentLookups } from '../../ui/recent-lookups.tsx';
import { loadPreorderHistory, usePreorderHistory } from './preorder-history.ts';

export function PreorderHistoryList({ current, onPick }: { current: string | null; onPick: (id: string) => void }) {
  const entries = usePreorderHistory((s) => s.entries);
  useEffect(loadPreorderHistory, []);
  return (
    <RecentLookups
      testId="preorder-history"
      current={current}
      onPick={onPick}
      entries={entries.map((e) => ({
        id: e.preorderId,
        detail: `${e.customerName ? `${e.customerName} · ` : ''}${orderDate(e.placedAt)}`,
        amount: formatPkr(e.originalAmount),
        status: PREORDER_STATUS_LABELS[e.status],
      }))}
    />
  );
}
