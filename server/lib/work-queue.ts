// A bounded queue for heavy work that runs on libuv's small thread pool (image re-encodes, password hashes): at most
// `concurrency` tasks at once, at most `maxWaiting` more in line, and anything beyond is refused at once instead of
// piling up, so the threads stay free for what every request needs (files, new database connections).

export class QueueFullError extends Error {
  constructor(readonly queue: string) {
    super(`The ${queue} queue is full`);
    this.name = 'QueueFullError';
  }
}

export interface WorkQueue {
  /** Runs the task when a slot is free; throws QueueFullError when the line is already full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue(
  name: string,
  { concurrency, maxWaiting }: { concurrency: number; maxWaiting: number },
): WorkQueue {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (line.length >= maxWaiting) throw new QueueFullError(name);
      // The slot is handed over by the task that finishes (below), so `running` never drops between the two.
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
