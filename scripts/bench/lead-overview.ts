// The overview at the top of /admin at scale: seeds 1,000,000 contact messages (BENCH_OVERVIEW_ROWS
// overrides) into a scratch database, answers a third of the last 100 days' leads, and reports the
// p50/p99 time of loadLeadOverview on SQLite and, with BENCH_POSTGRES_URL (or TEST_POSTGRES_URL), on
// PostgreSQL. One message every ten minutes by default, as the inbox bench seeds them (about 12,000
// in the 12 weeks shown); BENCH_OVERVIEW_SPREAD_DAYS=84 crowds every message into those 12 weeks,
// a stress case far beyond any agency. BENCH_OVERVIEW_KEEP=1 keeps the seeded databases and prints
// their URLs. Run on its own: `node scripts/bench/lead-overview.ts`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RawBuilder, sql } from "kysely";
import pg from "pg";
import { serviceSlugs } from "#app/content/services.ts";
import { loadLeadOverview } from "#app/leads/lead-overview.server.ts";
import { MESSAGE_STATUSES } from "#app/inbox/lead-status.ts";
import { type DatabaseDialect, type DatabaseHandle, openDatabase } from "#db/database.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { scratchDatabase } from "#scripts/bench/databases.ts";

const ROWS = Number(process.env.BENCH_OVERVIEW_ROWS || 1_000_000);
const SPREAD_DAYS = Number(process.env.BENCH_OVERVIEW_SPREAD_DAYS || (ROWS * 10) / (24 * 60));
const RUNS = Number(process.env.BENCH_OVERVIEW_RUNS || 50);
// Wednesday 25 November 2026 in Kolkata; the newest message arrives an hour before.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const NEWEST_S = NOW.getTime() / 1000 - 3600;
const SPACING_S = (SPREAD_DAYS * 86_400) / ROWS;

const pick = (index: RawIndex, values: readonly (string | null)[]) =>
  sql`case ${index} % ${sql.lit(values.length)} ${sql.join(
    values.map(
      (value, position) => sql`when ${sql.lit(position)} then ${value === null ? sql`null` : sql.lit(value)}`,
    ),
    sql` `,
  )} end`;
type RawIndex = ReturnType<typeof sql.ref>;

async function seed(database: DatabaseHandle, url: string): Promise<void> {
  const i = sql.ref("i");
  const services = pick(i, [...serviceSlugs, null]);
  const statuses = pick(i, MESSAGE_STATUSES);
  const columns = sql`(user_name, user_email, user_phone, message, service, read, status, created_at)`;
  const values = (createdAt: ReturnType<typeof sql>) => sql`select 'Lead ' || i, 'lead' || i || '@example.in',
    '+91 98390 00000', 'We would like a quote.', ${services}, i % 2, ${statuses}, ${createdAt}`;
  const { id: author } = await database.db
    .insertInto("users")
    .values({
      email: "asha@agency.example",
      name: "Asha Verma",
      role: "owner",
      created_at: NOW.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const since = new Date(NOW.getTime() - 100 * 86_400_000).toISOString();
  if (database.dialect === "sqlite") {
    const createdAt = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(NEWEST_S)} - i * ${sql.lit(SPACING_S)}, 'unixepoch')`;
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(ROWS - 1)})
      insert into contact_messages ${columns} ${values(createdAt)} from n`.execute(database.db);
    await sql`insert into lead_replies (contact_message_id, author_user_id, body, message_id, created_at)
      select id, ${author}, 'Thanks, we will call.', '<r' || id || '@bench>',
        strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id % 48) || ' hours')
      from contact_messages where created_at >= ${since} and id % 3 = 0`.execute(database.db);
    await sql`analyze`.execute(database.db);
    return;
  }
  const iso = (at: ReturnType<typeof sql>) =>
    sql`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const createdAt = iso(sql`to_timestamp(${sql.lit(NEWEST_S)} - i * ${sql.lit(SPACING_S)})`);
  // Through a client of its own: the app's pool stops any statement after 4 seconds, and these take longer.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (statement: RawBuilder<unknown>) => {
    const compiled = statement.compile(database.db);
    await client.query(compiled.sql, [...compiled.parameters]);
  };
  try {
    // Without the triggers while seeding: each insert bumps one row of the counts table, and a million
    // bumps of one row in one statement take PostgreSQL over ten minutes. The overview does not read it.
    await run(sql`set session_replication_role = replica`);
    await run(sql`insert into contact_messages ${columns} ${values(createdAt)}
      from generate_series(0, ${sql.lit(ROWS - 1)}) as i`);
    await run(sql`insert into lead_replies (contact_message_id, author_user_id, body, message_id, created_at)
      select id, ${author}, 'Thanks, we will call.', '<r' || id || '@bench>',
        ${iso(sql`created_at::timestamptz + (id % 48) * interval '1 hour'`)}
      from contact_messages where created_at >= ${since} and id % 3 = 0`);
    await run(sql`vacuum analyze`);
  } finally {
    await client.end();
  }
}

async function measure(dialect: DatabaseDialect, postgresUrl: string | undefined): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), "agency-overview-bench-"));
  const scratch = await scratchDatabase(dialect, { workDir, postgresUrl });
  const database = openDatabase(scratch.url);
  try {
    await migrateToLatest(database.db);
    const seeding = performance.now();
    await seed(database, scratch.url);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    for (let warm = 0; warm < 3; warm++) await loadLeadOverview(database, NOW);
    const times: number[] = [];
    let overview = await loadLeadOverview(database, NOW);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      overview = await loadLeadOverview(database, NOW);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (fraction: number) =>
      times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)]!;
    console.log(
      `${dialect}: ${ROWS.toLocaleString("en-IN")} messages over ${SPREAD_DAYS.toFixed(0)} days (seeded in ${seconds} s); ` +
        `${overview.total} in the 12 weeks, ${overview.firstReply.replied} answered; ` +
        `loadLeadOverview p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms over ${RUNS} runs`,
    );
  } finally {
    await database.close();
    if (process.env.BENCH_OVERVIEW_KEEP) {
      console.log(`  (kept: ${scratch.url})`);
    } else {
      await scratch.drop();
      rmSync(workDir, { recursive: true, force: true });
    }
  }
}

const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL;
const dialects: DatabaseDialect[] = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];
// BENCH_OVERVIEW_DIALECT=sqlite or postgres measures that one alone.
for (const dialect of dialects.filter((name) => name === (process.env.BENCH_OVERVIEW_DIALECT || name))) {
  await measure(dialect, postgresUrl);
}
