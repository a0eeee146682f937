import { Agent, request } from "node:http";

export type PacedRequest = { headers: Record<string, string>; body: string };

export type PacedResult = {
  sent: number;
  /** Answers by status code. */
  statusCounts: Map<number, number>;
  /** Sockets that failed or requests that timed out. */
  errors: number;
  /** Each answer's latency in ms, from when its request was due, in ascending order. */
  latencies: number[];
  seconds: number;
};

const TIMEOUT_MS = 10_000;

/**
 * Offers `rate` POSTs a second to `url`, evenly spaced, for `seconds`: an open model, as visitors'
 * browsers send beacons without waiting for each other's answers. (autocannon's `overallRate` lets each
 * connection send its share of a second back to back and then wait for the next second: a burst at
 * the top of every second, which is not the steady rate a target names.) A request's latency counts
 * from when it was due, so a late generator or a full pool of sockets counts against the server.
 */
export async function pacedLoad(
  url: string,
  {
    rate,
    seconds,
    sockets,
    next,
  }: { rate: number; seconds: number; sockets: number; next: () => PacedRequest },
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const statusCounts = new Map<number, number>();
  const latencies: number[] = [];
  let errors = 0;

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const { headers, body } = next();
      const outgoing = request(url, { method: "POST", agent, headers, timeout: TIMEOUT_MS }, (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - dueAt);
          statusCounts.set(response.statusCode ?? 0, (statusCounts.get(response.statusCode ?? 0) ?? 0) + 1);
          resolve();
        });
      });
      outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
      outgoing.on("error", () => {
        errors++;
        resolve();
      });
      outgoing.end(body);
    });

  const answers: Promise<void>[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (answers.length < due) answers.push(send(start + answers.length * interval));
      if (answers.length < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();
  return {
    sent: total,
    statusCounts,
    errors,
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - start) / 1000,
  };
}
