// The browser's one debounce: a run waits for the pause, and a newer keystroke (the effect's cleanup) cancels it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '../../domain/limits.ts';
import { afterPause } from './after-pause.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterPause', () => {
  it('runs once the pause (300 ms by default) has passed, not before', () => {
    const run = vi.fn();
    afterPause(run);
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs only the last of quick successive calls when each cancels the one before, as an effect cleanup does', () => {
    const run = vi.fn();
    let cancel = afterPause(() => run('a'));
    vi.advanceTimersByTime(100);
    cancel();
    cancel = afterPause(() => run('ab'));
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(run.mock.calls).toEqual([['ab']]);
  });

  it('waits the time it is given', () => {
    const run = vi.fn();
    afterPause(run, 50);
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
