// `npm run bench`: measures the production build under load and prints one table. Build first
// (`npm run build`, or BUILD_DIR=... with its own build). Options by environment:
//   BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50),
//   BENCH_ONLY (run only benchmarks whose name contains this text, besides the yardstick),
//   BENCH_POSTGRES_URL or TEST_POSTGRES_URL (also measure on PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchmarks } from "#scripts/bench/index.ts";
import type { BenchOptions, BenchResult } from "#scripts/bench/types.ts";

const options: BenchOptions = {
  durationSeconds: Number(process.env.BENCH_DURATION || 10),
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  buildDir: process.env.BUILD_DIR || "build",
  workDir: mkdtempSync(join(tmpdir(), "agency-bench-")),
  postgresUrl: process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || undefined,
};

// The targets for a public submission, next to the bare hello-world of the same run.
const TARGET_SHARE = 0.1;
const TARGET_P99_MS = 50;

const only = process.env.BENCH_ONLY;
const selected = benchmarks.filter(
  (benchmark, index) => index === 0 || !only || benchmark.name.includes(only),
);
const results: BenchResult[] = [];
try {
  console.log(
    `Benchmarking ${options.buildDir} for ${options.durationSeconds} s each at ${options.connections} connections...`,
  );
  for (const benchmark of selected) {
    console.log(`- ${benchmark.name}`);
    results.push(...(await benchmark.run(options)));
  }
} finally {
  rmSync(options.workDir, { recursive: true, force: true });
}

const yardstick = results[0]!.perSecond;
const rows = results.map((result) => {
  const share = result.perSecond / yardstick;
  const submission = result.name.startsWith("POST ") && !result.note;
  const verdict = submission
    ? share >= TARGET_SHARE && result.p99Ms < TARGET_P99_MS
      ? "meets target"
      : "BELOW TARGET"
    : "";
  return result.note
    ? [result.name, "-", "-", "-", "-", "-", result.note]
    : [
        result.name,
        String(result.perSecond),
        String(result.p50Ms),
        String(result.p99Ms),
        `${(share * 100).toFixed(1)} %`,
        String(result.failures),
        verdict,
      ];
});
const header = ["benchmark", "ok/s", "p50 ms", "p99 ms", "vs hello", "failures", "note"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
console.log("");
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
for (const row of rows) console.log(line(row));
console.log(
  `\nTarget for submissions: >= ${TARGET_SHARE * 100} % of the hello-world rate and p99 < ${TARGET_P99_MS} ms.`,
);
