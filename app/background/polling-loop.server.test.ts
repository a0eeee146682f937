import pino from "pino";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startPollingLoop } from "#app/background/polling-loop.server.ts";

const silent = pino({ level: "silent" });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function loop(run: (stopping: AbortSignal) => Promise<number>, options: { firstRunMs?: number } = {}) {
  return startPollingLoop({ run, intervalMs: 1_000, log: silent, failureMessage: "failed", ...options });
}

test("runs every interval, the first after one interval, at once, or after its own delay", async () => {
  const run = vi.fn(async () => 1);
  const polling = loop(run);
  expect(run).toHaveBeenCalledTimes(0);
  await vi.advanceTimersByTimeAsync(3_000);
  expect(run).toHaveBeenCalledTimes(3);
  await polling.stop();

  const eager = vi.fn(async () => 1);
  const started = loop(eager, { firstRunMs: 0 });
  expect(eager).toHaveBeenCalledTimes(1);
  await started.stop();

  const delayed = vi.fn(async () => 1);
  const later = loop(delayed, { firstRunMs: 200 });
  await vi.advanceTimersByTimeAsync(199);
  expect(delayed).toHaveBeenCalledTimes(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(delayed).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(delayed).toHaveBeenCalledTimes(2);
  await later.stop();
});

test("one run at a time: a call during a run joins it, and the next interval waits for its end", async () => {
  let finish: (count: number) => void = () => {};
  const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
  const polling = loop(run);
  await vi.advanceTimersByTimeAsync(1_000);
  const joined = polling.runOnce();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(run).toHaveBeenCalledTimes(1);
  finish(4);
  expect(await joined).toBe(4);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(run).toHaveBeenCalledTimes(2);
  finish(0);
  await polling.stop();
});

test("a failed run is logged, answers 0, and the loop goes on", async () => {
  const log = pino({ level: "silent" });
  const logged = vi.spyOn(log, "error");
  const run = vi.fn().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(2);
  const polling = startPollingLoop({ run, intervalMs: 1_000, log, failureMessage: "run failed" });
  expect(await polling.runOnce()).toBe(0);
  expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, "run failed");
  await vi.advanceTimersByTimeAsync(1_000);
  expect(run).toHaveBeenCalledTimes(2);
  await polling.stop();
});

test("stop aborts the run in progress, waits for it, and no run follows", async () => {
  let seen: AbortSignal | undefined;
  const run = vi.fn(
    (stopping: AbortSignal) =>
      new Promise<number>((resolve) => {
        seen = stopping;
        stopping.addEventListener("abort", () => resolve(7));
      }),
  );
  const polling = loop(run, { firstRunMs: 0 });
  let stopped = false;
  const stopping = polling.stop().then(() => (stopped = true));
  expect(seen?.aborted).toBe(true);
  await stopping;
  expect(stopped).toBe(true);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(run).toHaveBeenCalledTimes(1);
});
