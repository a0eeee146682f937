import { analyticsReportBenchmark } from "#scripts/bench/analytics-report.ts";
import { contactSubmissionsBenchmark } from "#scripts/bench/contact-submissions.ts";
import { eventsBenchmark } from "#scripts/bench/events.ts";
import { helloWorldBenchmark } from "#scripts/bench/hello-world.ts";
import { inboxBenchmark } from "#scripts/bench/inbox.ts";
import { publicPagesBenchmark } from "#scripts/bench/public-pages.ts";
import type { Benchmark } from "#scripts/bench/types.ts";

/**
 * Every benchmark `npm run bench` runs, in order. The first shows how busy the machine is (BENCH_ONLY
 * keeps it); add a benchmark by writing a file beside this one and listing it here.
 */
export const benchmarks: Benchmark[] = [
  helloWorldBenchmark,
  contactSubmissionsBenchmark,
  publicPagesBenchmark,
  inboxBenchmark,
  eventsBenchmark,
  analyticsReportBenchmark,
];
