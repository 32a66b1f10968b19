// The orders this browser tracked or placed (SPEC §3, §5): newest first, one entry per tracking ID, at most 10, kept
// in localStorage for the next visit.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { trackedOrder } from '../../test/fixtures.ts';
import { toDisplay } from './order-types.ts';
import { loadTrackingHistory, rememberOrder, useTrackingHistory } from './tracking-history.ts';

installBrowser();

const remember = (trackingId: string, overrides: Parameters<typeof trackedOrder>[0] = {}) =>
  rememberOrder(toDisplay(trackedOrder({ trackingId, ...overrides })));
const ids = () => useTrackingHistory.getState().entries.map((e) => e.trackingId);

beforeEach(() => {
  storage.clear();
  useTrackingHistory.setState({ entries: [] });
});

describe('rememberOrder', () => {
  it('keeps what the history shows of the order', () => {
    remember('HUN-1');
    expect(useTrackingHistory.getState().entries).toEqual([
      {
        trackingId: 'HUN-1',
        orderDate: '2026-03-12T10:05:00.000Z',
        status: 'processing',
        customerName: 'Ayesha',
        totalAmount: 4900,
      },
    ]);
  });

  it('puts the latest first and replaces an older entry of the same order', () => {
    remember('HUN-1');
    remember('HUN-2');
    remember('HUN-1', { status: 'shipped' });
    expect(ids()).toEqual(['HUN-1', 'HUN-2']);
    expect(useTrackingHistory.getState().entries[0]?.status).toBe('shipped');
  });

  it('keeps the 10 latest', () => {
    for (let i = 1; i <= 12; i++) remember(`HUN-${i}`);
    expect(ids()).toEqual([
      'HUN-12',
      'HUN-11',
      'HUN-10',
      'HUN-9',
      'HUN-8',
      'HUN-7',
      'HUN-6',
      'HUN-5',
      'HUN-4',
      'HUN-3',
    ]);
  });

  it('adds to the history saved by an earlier visit, and saves it', async () => {
    const earlier = { trackingId: 'HUN-OLD', orderDate: '2026-01-02T00:00:00.000Z', status: 'delivered' };
    storage.setItem(
      'shop.tracking-history',
      JSON.stringify({ state: { entries: [{ ...earlier, customerName: 'Ayesha', totalAmount: 100 }] }, version: 1 }),
    );
    // A new visit: the page's modules, and so the history's store, start afresh.
    vi.resetModules();
    const visit = await import('./tracking-history.ts');
    visit.rememberOrder(toDisplay(trackedOrder({ trackingId: 'HUN-NEW' })));
    expect(visit.useTrackingHistory.getState().entries.map((e) => e.trackingId)).toEqual(['HUN-NEW', 'HUN-OLD']);
    const saved = JSON.parse(storage.getItem('shop.tracking-history')!) as { state: { entries: unknown[] } };
    expect(saved.state.entries).toHaveLength(2);
  });
});

describe('loadTrackingHistory', () => {
  it('reads the saved history only once, so it does not undo later changes', () => {
    loadTrackingHistory();
    remember('HUN-1');
    storage.setItem('shop.tracking-history', JSON.stringify({ state: { entries: [] }, version: 1 }));
    loadTrackingHistory();
    expect(ids()).toEqual(['HUN-1']);
  });
});
