import { expect, test } from "vitest";
import { QueueFullError, concurrencyLimit } from "#app/lib/concurrency-limit.ts";

/** A task that runs until the test lets it end. */
function gatedTask() {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const task = { started: false, finish, run: async () => ((task.started = true), await gate) };
  return task;
}
// Lets every queued continuation run (one turn of the event loop, no timer).
const settle = () => new Promise((resolve) => setImmediate(resolve));

test("at most `concurrency` tasks run; the rest wait their turn in order", async () => {
  const limit = concurrencyLimit({ concurrency: 2, maxWaiting: 10 });
  const tasks = Array.from({ length: 5 }, gatedTask);
  const done = tasks.map((task) => limit.run(task.run));
  await settle();
  expect(tasks.map((task) => task.started)).toEqual([true, true, false, false, false]);
  expect([limit.running, limit.waiting]).toEqual([2, 3]);

  tasks[1]!.finish();
  await settle();
  expect(tasks.map((task) => task.started)).toEqual([true, true, true, false, false]);
  expect([limit.running, limit.waiting]).toEqual([2, 2]);

  for (const task of tasks) task.finish();
  await Promise.all(done);
  expect([limit.running, limit.waiting]).toEqual([0, 0]);
});

test("a caller that refuses a full queue is turned away at once; a patient one still queues", async () => {
  const limit = concurrencyLimit({ concurrency: 1, maxWaiting: 1 });
  const first = gatedTask();
  const second = gatedTask();
  const running = limit.run(first.run);
  const queued = limit.run(second.run, { refuseWhenFull: true });
  await expect(limit.run(async () => "never", { refuseWhenFull: true })).rejects.toBeInstanceOf(
    QueueFullError,
  );
  const patient = limit.run(async () => "patient");
  expect(limit.waiting).toBe(2);

  first.finish();
  second.finish();
  await Promise.all([running, queued]);
  await expect(patient).resolves.toBe("patient");
  expect(limit.running).toBe(0);
});

test("a task that throws gives its place to the next", async () => {
  const limit = concurrencyLimit({ concurrency: 1, maxWaiting: 1 });
  const failing = limit.run(async () => {
    throw new Error("scrypt failed");
  });
  const next = limit.run(async () => "next");
  await expect(failing).rejects.toThrow("scrypt failed");
  await expect(next).resolves.toBe("next");
  expect([limit.running, limit.waiting]).toEqual([0, 0]);
});
