// The bounded work queue: never more than its concurrency at once, a bounded line, refusals when full.
import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueFullError } from './work-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once and the rest in order as slots free up', async () => {
    const queue = createWorkQueue('test', { concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const done = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, queue.running);
        await gate.promise;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(3);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the line is full, and a failing task frees its slot', async () => {
    const queue = createWorkQueue('images', { concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after a failure')).toBe('after a failure');
  });
});
