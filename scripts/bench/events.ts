import { join } from "node:path";
import { openDatabase } from "#db/database.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { scratchDatabase } from "#scripts/bench/databases.ts";
import { recordPageviews } from "#scripts/bench/raw-events.ts";
import { percentile } from "#scripts/bench/measure.ts";
import { pacedLoad } from "#scripts/bench/paced-load.ts";
import { cpuMsOf, startAppServer } from "#scripts/bench/processes.ts";
import type { BenchResult, Benchmark } from "#scripts/bench/types.ts";

// Issue 33's target for the page script's beacons: 1,000 events a second sustained, every one answered
// within 100 ms at p99, and every one counted (decision 33). They are offered evenly spaced, on up to
// 50 sockets (paced-load.ts). The server's CPU time per event is given too: on one core, 1,000 a second
// leaves at most 1 ms for each.
const RATE = 1_000;
// BENCH_EVENTS_TODAY: events already recorded today before the server starts (default 0). With a busy
// day's (111000, the report target's daily share) the server's first roll-up, 5 s after it starts,
// re-reads them inside the measured 10 s (decision 35).
const ALREADY_TODAY = Number(process.env.BENCH_EVENTS_TODAY || 0);
const SOCKETS = 50;
const TARGET_P99_MS = 100;
const SITE_URL = "https://www.agency.example";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

// Each beacon is another visitor's pageview (its own address from the benchmarking range 198.18.0.0/15),
// a third of them landing from a campaign, as sendBeacon sends them: JSON as text/plain.
function beacon(n: number) {
  const landing = n % 3 === 0 ? "/services/seo?utm_source=google&utm_medium=cpc&utm_campaign=bench" : "/";
  return {
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": BROWSER,
      "x-forwarded-for": `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ name: "pageview", url: `${SITE_URL}${landing}`, referrer: "" }),
  };
}

/** Migrates the scratch database and records `count` pageviews today, a third as many visitors. */
async function recordToday(url: string, count: number) {
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    const now = new Date();
    await recordPageviews(database.db, {
      day: dayOf(now),
      now,
      count,
      spacingMs: 100,
      page: (index) => new URL(`${SITE_URL}/blogs/post-${index % 300}`),
    });
  } finally {
    await database.close();
  }
}

export const eventsBenchmark: Benchmark = {
  name: "POST /api/event (events)",
  async run(options) {
    const results: BenchResult[] = [];
    const dialects = options.postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
    for (const dialect of dialects) {
      const database = await scratchDatabase(dialect, options);
      if (ALREADY_TODAY) await recordToday(database.url, ALREADY_TODAY);
      const server = await startAppServer(database.url, {
        buildDir: options.buildDir,
        logFile: join(options.workDir, `server-events-${dialect}.log`),
        env: { LOG_LEVEL: "info", TRUST_PROXY: "1", SITE_URL },
      });
      let sent = 0;
      try {
        const load = (seconds: number) =>
          pacedLoad(`${server.url}/api/event`, {
            rate: RATE,
            seconds,
            sockets: SOCKETS,
            next: () => beacon(++sent),
          });
        const warmUp = await load(2); // JIT, pools, page cache
        const cpuBefore = cpuMsOf(server.pid);
        const result = await load(options.durationSeconds);
        const cpuAfter = cpuMsOf(server.pid);
        const accepted = result.statusCounts.get(202) ?? 0;
        // Every 202 must be stored (a request still in flight when the run stops may be too, unanswered).
        const answered = (warmUp.statusCounts.get(202) ?? 0) + accepted;
        await server.stop(); // SIGTERM: what the server acknowledged must be written by the time it exits
        const stored = openDatabase(database.url);
        let counted = 0;
        try {
          const row = await stored.db
            .selectFrom("analytics_events")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          counted = Number(row.n) - ALREADY_TODAY;
        } finally {
          await stored.close();
        }
        const perSecond = Math.round(accepted / result.seconds);
        const p99 = percentile(result.latencies, 0.99);
        const cpu =
          cpuBefore === undefined || cpuAfter === undefined
            ? ""
            : `; server CPU ${((cpuAfter - cpuBefore) / result.sent).toFixed(2)} ms a request`;
        const met = perSecond >= RATE * 0.98 && p99 < TARGET_P99_MS && counted >= answered;
        results.push({
          name: `POST /api/event, 202s (${dialect}, ${RATE}/s offered evenly)`,
          perSecond,
          p50Ms: Math.round(percentile(result.latencies, 0.5) * 10) / 10,
          p99Ms: Math.round(p99 * 10) / 10,
          failures: result.sent - accepted,
          note:
            `${met ? "meets target" : "BELOW TARGET"} (${RATE}/s, p99 < ${TARGET_P99_MS} ms, all counted); ` +
            `${counted.toLocaleString("en-IN")} counted of ${answered.toLocaleString("en-IN")} answered 202 (${sent.toLocaleString("en-IN")} sent)${cpu}`,
        });
      } finally {
        await server.stop();
        await database.drop();
      }
    }
    return results;
  },
};
