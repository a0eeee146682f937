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
 * alive. `run` gets a signal that aborts on `stop()`, to end a long run early. With `runAtStart`, the
 * first run starts at once rather than after one interval.
 */
export function startPollingLoop({
  run,
  intervalMs,
  log,
  failureMessage,
  runAtStart = false,
}: {
  run: (stopping: AbortSignal) => Promise<number>;
  intervalMs: number;
  log: Logger;
  failureMessage: string;
  runAtStart?: boolean;
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

  function schedule() {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void runOnce().finally(schedule), intervalMs);
    timer.unref();
  }

  if (runAtStart) void runOnce();
  schedule();
  return {
    runOnce,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
