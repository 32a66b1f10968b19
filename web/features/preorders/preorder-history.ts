// The last preorders this browser tracked or placed (at most 10, no repeats, like order tracking's history), kept in
// localStorage so a shopper finds their preorder ID again without the email.
import type { PreorderStatus } from '../../../domain/preorders.ts';
import { createLookupHistory } from '../../lib/lookup-history.ts';
import type { PreorderDisplay } from './preorder-display.ts';

export interface PreorderHistoryEntry {
  preorderId: string;
  placedAt: string;
  status: PreorderStatus;
  customerName: string;
  originalAmount: number;
}

const history = createLookupHistory<PreorderHistoryEntry>('shop.preorder-history', (e) => e.preorderId);

export const usePreorderHistory = history.store;
export const loadPreorderHistory = history.load;

export function rememberPreorder(preorder: PreorderDisplay): void {
  history.remember({
    preorderId: preorder.preorderId,
    placedAt: preorder.createdAt,
    status: preorder.status,
    customerName: preorder.customerName,
    originalAmount: preorder.originalAmount,
  });
}
