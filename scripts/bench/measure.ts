import autocannon, { type AutocannonOptions } from "autocannon";
import { SECOND_MS } from "#app/lib/time-units.ts";
import type { BenchResult } from "#scripts/bench/types.ts";

/**
 * Runs autocannon against one URL: a short warm-up (JIT, connection pools, SQLite page cache),
 * then the measured run. `success` is the status that counts as done (201 for a submission).
 */
export async function measure(
  name: string,
  options: AutocannonOptions & { duration: number; success: number },
): Promise<BenchResult> {
  const { success, ...request } = options;
  await autocannon({ ...request, duration: Math.min(3, request.duration) });
  // When the warm-up stops, autocannon drops its connections with up to one request each still in
  // the server (a submission's transaction runs on): let the server finish them, or the measured
  // run's first requests queue behind them.
  await new Promise((resolve) => setTimeout(resolve, SECOND_MS));
  const result = await autocannon(request);
  const succeeded = result.statusCodeStats[String(success)]?.count ?? 0;
  return {
    name,
    perSecond: Math.round(succeeded / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.requests.total - succeeded + result.errors + result.timeouts,
  };
}

/** The value below which `fraction` of the values lie (0.99 for p99), of values sorted ascending. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
