import type { Logger } from "pino";

export type PollingLoop = {
  /** Runs the work now, or joins the run in progress; resolves with what it handled (0 if it failed). */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for a run in progress; call before closing what the work uses. */
  stop(): Promise<void>;
};

/**
 * Runs `run` every `intervalMs`, one run at a time: the next waits for the previous one to end, a
 * failure is logged as `failureMessage` and the loop goes on, and the timer never keeps the process
 * alive. `run` gets a signal that aborts on `stop()`, to end a long run early. The first run starts
 * after `firstRunMs` (one interval unless given; 0 runs it at once).
 */
export function startPollingLoop({
  run,
  intervalMs,
  log,
  failureMessage,
  firstRunMs = intervalMs,
}: {
  run: (stopping: AbortSignal) => Promise<number>;
  intervalMs: number;
  log: Logger;
  failureMessage: string;
  firstRunMs?: number;
}): PollingLoop {
  const stopping = new AbortController();
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<number> {
    running ??= run(stopping.signal)
      .catch((error: unknown) => {
        log.error({ err: error }, failureMessage);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(delay = intervalMs) {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void runOnce().finally(() => schedule()), delay);
    timer.unref();
  }

  if (firstRunMs === 0) {
    void runOnce();
    schedule();
  } else {
    schedule(firstRunMs);
  }
  return {
    runOnce,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
