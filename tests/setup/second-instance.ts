import { Worker } from "node:worker_threads";

/** Runs the reminder job `runs` times at once in another thread with its own connection; resolves with each run's count. */
export function remindFromSecondInstance(url: string, now: Date, runs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./reminder-instance.worker.ts", import.meta.url), {
      workerData: { url, now: now.toISOString(), runs },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}
