/** Thrown by `run(task, {refuseWhenFull: true})` when the queue is full: answer "busy" at once. */
export class QueueFullError extends Error {
  constructor() {
    super("Too many tasks are waiting: try again shortly.");
    this.name = "QueueFullError";
  }
}

export type ConcurrencyLimit = {
  /**
   * Runs `task` once fewer than `concurrency` tasks are running, in the order asked. With
   * `refuseWhenFull`, rejects with QueueFullError instead of queueing behind `maxWaiting` others.
   */
  run<T>(task: () => Promise<T>, options?: { refuseWhenFull?: boolean }): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/** At most `concurrency` tasks at a time; a queue that a caller may refuse to join once it is full. */
export function concurrencyLimit({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): ConcurrencyLimit {
  let running = 0;
  const queue: Array<() => void> = [];
  // A finished task hands its place straight to the next in the queue, so `running` never dips.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task, { refuseWhenFull = false } = {}) {
      if (running < concurrency) running += 1;
      else if (refuseWhenFull && queue.length >= maxWaiting) throw new QueueFullError();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
