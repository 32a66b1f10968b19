// The preorders this browser tracked or placed: newest first, one entry per preorder ID, at most 10, kept apart from
// the orders' history.
import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { trackedPreorder } from '../../test/preorder-fixtures.ts';
import { toPreorderDisplay } from './preorder-display.ts';
import { rememberPreorder, usePreorderHistory } from './preorder-history.ts';

installBrowser();

const remember = (preorderId: string, overrides: Parameters<typeof trackedPreorder>[0] = {}) =>
  rememberPreorder(toPreorderDisplay(trackedPreorder({ preorderId, ...overrides })));
const ids = () => usePreorderHistory.getState().entries.map((e) => e.preorderId);

beforeEach(() => {
  storage.clear();
  usePreorderHistory.setState({ entries: [] });
});

describe('rememberPreorder', () => {
  it('keeps what the list shows of the preorder, in its own storage', () => {
    remember('PO-1');
    expect(usePreorderHistory.getState().entries).toEqual([
      {
        preorderId: 'PO-1',
        placedAt: '2026-03-12T10:05:00.000Z',
        status: 'production',
        customerName: 'Ayesha',
        originalAmount: 4999,
      },
    ]);
    expect(storage.getItem('shop.preorder-history')).toContain('PO-1');
    expect(storage.getItem('shop.tracking-history')).toBeNull();
  });

  it('puts the latest first, replaces an older entry of the same preorder, and keeps the 10 latest', () => {
    for (let i = 1; i <= 12; i++) remember(`PO-${i}`);
    remember('PO-5', { status: 'packaging' });
    expect(ids()).toEqual(['PO-5', 'PO-12', 'PO-11', 'PO-10', 'PO-9', 'PO-8', 'PO-7', 'PO-6', 'PO-4', 'PO-3']);
    expect(usePreorderHistory.getState().entries[0]?.status).toBe('packaging');
  });
});
