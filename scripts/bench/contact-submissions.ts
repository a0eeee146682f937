import { join } from "node:path";
import { scratchDatabase } from "#scripts/bench/databases.ts";
import { measure } from "#scripts/bench/measure.ts";
import { startAppServer } from "#scripts/bench/processes.ts";
import type { BenchResult, Benchmark } from "#scripts/bench/types.ts";

// A submission as the site's API clients send it; every protection runs on it: body limits, Zod
// validation, the database-held rate limiter, one transaction with the message and its outbox mail,
// and a structured log line per request.
const body = JSON.stringify({
  user_name: "Aarav Srivastava",
  user_email: "aarav@example.in",
  user_phone: "+91 98390 12345",
  message: "We run two sweet shops in Aminabad and would like more orders from Google and Instagram.",
});

// The limiter still counts every request, but must not refuse them: the bench measures the cost of
// the protections, not the limiter saying no.
const raisedLimits = { RATE_LIMIT_SUBMIT_PER_MINUTE: "100000000", RATE_LIMIT_SUBMIT_PER_DAY: "100000000" };

export const contactSubmissionsBenchmark: Benchmark = {
  name: "POST /api/contact",
  async run(options) {
    const results: BenchResult[] = [];
    const dialects = options.postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
    for (const dialect of dialects) {
      const database = await scratchDatabase(dialect, options);
      const server = await startAppServer(database.url, {
        buildDir: options.buildDir,
        logFile: join(options.workDir, `server-${dialect}.log`),
        env: { ...raisedLimits, LOG_LEVEL: "info" },
      });
      try {
        const result = await measure(`POST /api/contact, 201s (${dialect})`, {
          url: `${server.url}/api/contact`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          connections: options.connections,
          duration: options.durationSeconds,
          success: 201,
        });
        results.push(result);
      } finally {
        await server.stop();
        await database.drop();
      }
    }
    if (!options.postgresUrl) {
      results.push({
        name: "POST /api/contact (postgres)",
        perSecond: 0,
        p50Ms: 0,
        p99Ms: 0,
        failures: 0,
        note: "skipped: set BENCH_POSTGRES_URL or TEST_POSTGRES_URL",
      });
    }
    return results;
  },
};
