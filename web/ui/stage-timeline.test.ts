// The date each stage of a piece's progress shows: when it last entered that status.
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../domain/orders.ts';
import { recordedAt } from './stage-timeline.tsx';

const entry = (status: OrderStatus, at: string) => ({ status, at });

describe('recordedAt', () => {
  it('is the time the order entered the status', () => {
    const history = [entry('pending', 'mon'), entry('processing', 'tue'), entry('shipped', 'wed')];
    expect(recordedAt(history, 'processing')).toBe('tue');
  });

  it('takes the latest time when staff set the status again later', () => {
    const history = [entry('pending', 'mon'), entry('processing', 'tue'), entry('pending', 'wed')];
    expect(recordedAt(history, 'pending')).toBe('wed');
  });

  it('ignores an entry repeating the status before it (a deadline extended is a note, not a change)', () => {
    const history = [entry('pending', 'mon'), entry('pending', 'tue')];
    expect(recordedAt(history, 'pending')).toBe('mon');
  });

  it('has no time for a status never reached', () => {
    expect(recordedAt([entry('pending', 'mon')], 'delivered')).toBeUndefined();
  });
});
