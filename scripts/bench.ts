// `npm run bench`: measures the production build under load and prints one table. Build first
// (`npm run build`, or BUILD_DIR=... with its own build). Options by environment:
//   BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50; the
//   submissions use the 20 their target names), BENCH_ONLY (run only benchmarks whose name contains
//   this text, besides the hello world that shows how busy the machine is), BENCH_POSTGRES_URL or
//   TEST_POSTGRES_URL (also measure on PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
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

// The figures depend on what else the machine is doing: the load average says how busy it was.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

const only = process.env.BENCH_ONLY;
const selected = benchmarks.filter(
  (benchmark, index) => index === 0 || !only || benchmark.name.includes(only),
);
const results: BenchResult[] = [];
const loadBefore = load();
try {
  console.log(`Benchmarking ${options.buildDir} for ${options.durationSeconds} s each...`);
  for (const benchmark of selected) {
    console.log(`- ${benchmark.name}`);
    results.push(...(await benchmark.run(options)));
  }
} finally {
  rmSync(options.workDir, { recursive: true, force: true });
}

const rows = results.map((result) =>
  result.skipped
    ? [result.name, "-", "-", "-", "-", `skipped: ${result.skipped}`]
    : [
        result.name,
        String(result.perSecond),
        String(result.p50Ms),
        String(result.p99Ms),
        String(result.failures),
        result.note ?? "",
      ],
);
const header = ["benchmark", "ok/s", "p50 ms", "p99 ms", "failures", "note"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ");
console.log("");
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
for (const row of rows) console.log(line(row));
console.log(`\nLoad average (1, 5, 15 min): ${loadBefore} before, ${load()} after.`);
