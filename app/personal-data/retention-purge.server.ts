import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { type PollingLoop, startPollingLoop } from "#app/background/polling-loop.server.ts";
import type { Database } from "#db/schema.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";
import { addDays, dayOf } from "#app/lib/office-clock.ts";

export type PurgeCounts = {
  messages: number;
  applications: number;
  meetings: number;
  mails: number;
  auditLog: number;
  /** Raw analytics rows deleted; only when `analyticsRawDays` was given. */
  analytics?: { events: number; sessions: number; salts: number };
};

/**
 * How many days each kind of data is kept: the visitors' data (RETENTION_DAYS), the audit log's, and
 * the raw analytics events and sessions (ANALYTICS_RAW_DAYS; their daily rollups are kept).
 */
export type RetentionPeriods = { days: number; auditDays: number; analyticsRawDays?: number };

/**
 * Deletes what is older than `days` at `now`: messages and applications by when they arrived (CVs go
 * with their application, ON DELETE CASCADE), meetings that ended before the cut-off, and finished
 * outbox mail (it holds copies of the messages); and audit log rows older than `auditDays`, in one
 * transaction; then, with `analyticsRawDays`, the raw analytics (`purgeRawAnalytics`). Plain
 * conditional deletes: running it twice, or on several instances at once, deletes nothing twice and
 * never fails for another's work.
 */
export async function purgeExpiredData(
  db: Kysely<Database>,
  { days, auditDays, analyticsRawDays, now = new Date() }: RetentionPeriods & { now?: Date },
): Promise<PurgeCounts> {
  const before = (period: number) => new Date(now.getTime() - period * DAY_MS).toISOString();
  const cutoff = before(days);
  const auditCutoff = before(auditDays);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const counts = await db.transaction().execute(async (trx) => ({
    messages: count(
      await trx.deleteFrom("contact_messages").where("created_at", "<", cutoff).executeTakeFirst(),
    ),
    applications: count(
      await trx.deleteFrom("job_applications").where("created_at", "<", cutoff).executeTakeFirst(),
    ),
    meetings: count(await trx.deleteFrom("meetings").where("end_at", "<", cutoff).executeTakeFirst()),
    mails: count(
      await trx
        .deleteFrom("mail_outbox")
        .where("created_at", "<", cutoff)
        .where("status", "in", ["sent", "failed"])
        .executeTakeFirst(),
    ),
    auditLog: count(
      await trx.deleteFrom("audit_log").where("created_at", "<", auditCutoff).executeTakeFirst(),
    ),
  }));
  if (analyticsRawDays === undefined) return counts;
  return { ...counts, analytics: await purgeRawAnalytics(db, { rawDays: analyticsRawDays, now }) };
}

// A busy day's raw rows (1,11,000 events, 37,000 sessions) took SQLite 0.28-0.35 s to delete in one
// statement, and better-sqlite3 holds the server's thread for a statement's whole run: they go a
// chunk at a time, each its own statement, with requests served in between (the longest hold then
// 24-28 ms, a WAL checkpoint's; smaller chunks did not shorten it).
const ANALYTICS_PURGE_CHUNK = 2_000;

/**
 * Deletes raw analytics events and sessions of agency days more than `rawDays` before `now`'s (the
 * daily rollups stay), and every salt of a day before today's: once its day is over, no visitor hash
 * can be made again (decision 31).
 */
export async function purgeRawAnalytics(
  db: Kysely<Database>,
  { rawDays, now, chunk = ANALYTICS_PURGE_CHUNK }: { rawDays: number; now: Date; chunk?: number },
): Promise<{ events: number; sessions: number; salts: number }> {
  const today = dayOf(now);
  const cutoff = addDays(today, -rawDays);
  const deleteBefore = async (table: "analytics_events" | "analytics_sessions") => {
    let deleted = 0;
    for (;;) {
      const result = await db
        .deleteFrom(table)
        .where("id", "in", (eb) => eb.selectFrom(table).select("id").where("day", "<", cutoff).limit(chunk))
        .executeTakeFirst();
      const rows = Number(result.numDeletedRows);
      deleted += rows;
      if (rows < chunk) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const salts = await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
  return {
    events: await deleteBefore("analytics_events"),
    sessions: await deleteBefore("analytics_sessions"),
    salts: Number(salts.numDeletedRows),
  };
}

/** Runs the purge shortly after start-up and then every `intervalMs` (a day). */
export function startRetentionSchedule({
  db,
  logger,
  days,
  auditDays,
  analyticsRawDays,
  intervalMs = DAY_MS,
  firstRunMs = MINUTE_MS,
  now = () => new Date(),
}: RetentionPeriods & {
  db: Kysely<Database>;
  logger: Logger;
  intervalMs?: number;
  /** The first purge waits this long, so start-up (and migrations) are not slowed by it. */
  firstRunMs?: number;
  now?: () => Date;
}): PollingLoop {
  const log = logger.child({ component: "retention" });
  return startPollingLoop({
    // Resolves with the visitors' rows deleted (messages, applications, meetings).
    async run() {
      const counts = await purgeExpiredData(db, { days, auditDays, analyticsRawDays, now: now() });
      log.info({ days, auditDays, ...counts }, "retention purge done");
      return counts.messages + counts.applications + counts.meetings;
    },
    intervalMs,
    firstRunMs,
    log,
    failureMessage: "retention purge failed; will try again at the next run",
  });
}
